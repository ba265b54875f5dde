"""Hyperparameters for the BiLSTM-CRF tagger, read from a TOML file (default: ``default.toml``)."""

from __future__ import annotations

import tomllib
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

DEFAULT_CONFIG = Path(__file__).resolve().parent / "default.toml"


@dataclass
class Config:
    char_embedding_dim: int = 25
    char_lstm_dim: int = 25
    token_embedding_dim: int = 100
    token_lstm_dim: int = 100
    case_embedding_dim: int = 8
    dropout: float = 0.5
    scheme: str = "BIOES"
    max_len: int = 150
    max_chars: int = 20
    max_vocab: int = 20000
    min_count: int = 1
    word_unk_dropout: float = 0.3
    augment_copies: int = 0
    augment_p: float = 0.8
    lexicons: str = ""  # folder of lexical-feature lists (models/lexicon.py); "" = no lexical features
    lex_dropout: float = 0.5  # p(zero a token's gazetteer flags) in training (docs/model.md)
    seed: int = 13
    epochs: int = 40
    patience: int = 5
    batch_size: int = 32
    optimizer: str = "adam"
    lr: float = 0.003
    lr_decay: float = 0.05
    clip: float = 5.0
    ema_decay: float = 0.0  # > 0: select and export an exponential moving average of the weights (per step)
    keep: str = "best"  # "best": early stopping on dev F1; "last": run every epoch, export the last (dev in training)
    max_minutes: float = 24.0
    threads: int = 2

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def load_config(path: str | Path | None = None, **overrides: Any) -> Config:
    """Read the sections of a TOML file into one flat :class:`Config`; ``None`` overrides are ignored."""
    raw = tomllib.loads(Path(path or DEFAULT_CONFIG).read_text(encoding="utf-8"))
    flat: dict[str, Any] = {}
    for value in raw.values():
        if isinstance(value, dict):
            flat.update(value)
    known = {f.name for f in fields(Config)}
    unknown = set(flat) - known
    if unknown:
        raise ValueError(f"unknown config keys: {', '.join(sorted(unknown))}")
    flat.update({k: v for k, v in overrides.items() if v is not None})
    return Config(**flat)
