import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** Record ids in paths are positive integers; anything else is simply not found. */
@Injectable()
export class NumericIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[1-9]\d{0,17}$/.test(value)) throw new NotFoundException('No se encontró el recurso solicitado.');
    return value;
  }
}
