"""BiLSTM-CRF (NeuroNER design): character BiLSTM + token embedding + casing feature -> token BiLSTM
-> feed-forward -> CRF over BIOES tags with fine types.

Bidirectional LSTMs are built from two unidirectional ``nn.LSTM`` and a length-aware reversal
(``torch.gather``) instead of packed sequences, so the same graph trains on padded batches and
exports to ONNX with dynamic batch/length axes; the backward direction never sees padding.
The CRF transition matrix carries a fixed mask that forbids invalid BIOES transitions.
"""

from __future__ import annotations

import torch
from deidq.models.bilstm_crf.config import Config
from torch import nn

NEG = -10000.0


def reverse_padded(x: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """Reverse the first ``lengths[b]`` steps of every row of ``x [B,T,D]``; padding stays in place."""
    t = x.shape[1]
    steps = torch.arange(t, device=x.device).unsqueeze(0)  # [1,T]
    lens = lengths.unsqueeze(1)
    idx = torch.where(steps < lens, lens - 1 - steps, steps)  # [B,T]
    return torch.gather(x, 1, idx.unsqueeze(2).expand(-1, -1, x.shape[2]))


class BiLSTM(nn.Module):
    def __init__(self, input_dim: int, hidden: int) -> None:
        super().__init__()
        self.fw = nn.LSTM(input_dim, hidden, batch_first=True)
        self.bw = nn.LSTM(input_dim, hidden, batch_first=True)

    def forward(self, x: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        fw, _ = self.fw(x)
        bw, _ = self.bw(reverse_padded(x, lengths))
        return torch.cat([fw, reverse_padded(bw, lengths)], dim=2)

    def final(self, x: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        """Last forward state and last backward state (= first position) per row, [B, 2H]."""
        fw, _ = self.fw(x)
        bw, _ = self.bw(reverse_padded(x, lengths))
        last = (lengths - 1).view(-1, 1, 1).expand(-1, 1, fw.shape[2])
        return torch.cat([torch.gather(fw, 1, last).squeeze(1), torch.gather(bw, 1, last).squeeze(1)], dim=1)


def allowed_transitions(tags: list[str]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Masks (0 allowed, NEG forbidden) for transitions [K,K] (from, to), start [K] and end [K]."""
    k = len(tags)
    trans = torch.zeros(k, k)
    start = torch.zeros(k)
    end = torch.zeros(k)

    def split(tag: str) -> tuple[str, str]:
        return (tag, "") if tag == "O" else (tag[0], tag[2:])

    bioes = any(t.startswith(("E-", "S-")) for t in tags)
    for j, to in enumerate(tags):
        p2, t2 = split(to)
        if p2 in ("I", "E") or (p2 == "I" and not bioes):
            start[j] = NEG
        if bioes and p2 in ("B", "I"):
            end[j] = NEG
        for i, frm in enumerate(tags):
            p1, t1 = split(frm)
            if bioes:
                inside = p1 in ("B", "I")
                if inside and not (p2 in ("I", "E") and t1 == t2):
                    trans[i, j] = NEG
                if not inside and p2 in ("I", "E"):
                    trans[i, j] = NEG
            elif p2 == "I" and not (p1 in ("B", "I") and t1 == t2):
                trans[i, j] = NEG
    return trans, start, end


class BiLSTMCRF(nn.Module):
    def __init__(self, cfg: Config, n_words: int, n_chars: int, tags: list[str], n_cases: int = 8,
                 n_lex: int = 0) -> None:  # fmt: skip
        super().__init__()
        self.n_lex = n_lex  # lexical features (models/lexicon.py) appended to each token's input; 0 = none
        self.tags = list(tags)
        k = len(tags)
        self.char_emb = nn.Embedding(n_chars, cfg.char_embedding_dim, padding_idx=0)
        self.char_lstm = BiLSTM(cfg.char_embedding_dim, cfg.char_lstm_dim)
        self.word_emb = nn.Embedding(n_words, cfg.token_embedding_dim, padding_idx=0)
        self.case_emb = nn.Embedding(n_cases, cfg.case_embedding_dim, padding_idx=0)
        in_dim = cfg.token_embedding_dim + 2 * cfg.char_lstm_dim + cfg.case_embedding_dim + n_lex
        self.word_lstm = BiLSTM(in_dim, cfg.token_lstm_dim)
        self.dropout = nn.Dropout(cfg.dropout)
        self.hidden = nn.Linear(2 * cfg.token_lstm_dim, cfg.token_lstm_dim)
        self.out = nn.Linear(cfg.token_lstm_dim, k)
        self.transitions = nn.Parameter(torch.zeros(k, k))
        self.start_transitions = nn.Parameter(torch.zeros(k))
        self.end_transitions = nn.Parameter(torch.zeros(k))
        tm, sm, em = allowed_transitions(self.tags)
        self.register_buffer("trans_mask", tm)
        self.register_buffer("start_mask", sm)
        self.register_buffer("end_mask", em)

    def crf_params(self) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return (self.transitions + self.trans_mask, self.start_transitions + self.start_mask,
                self.end_transitions + self.end_mask)  # fmt: skip

    def emissions(self, word_ids: torch.Tensor, case_ids: torch.Tensor, uniq_chars: torch.Tensor,
                  char_index: torch.Tensor, lex_feats: torch.Tensor | None = None) -> torch.Tensor:  # fmt: skip
        char_lens = (uniq_chars > 0).sum(1).clamp(min=1)
        chars = self.char_lstm.final(self.char_emb(uniq_chars), char_lens)  # [U, 2c]
        tok_chars = chars[char_index]  # [B,T,2c]
        x = torch.cat([self.word_emb(word_ids), tok_chars, self.case_emb(case_ids)], dim=2)
        x = self.dropout(x)
        if self.n_lex:  # 0/1 flags: not dropped out like the embeddings (training drops gazetteer hits instead)
            if lex_feats is None:
                raise ValueError("this model takes lexical features (lex_feats)")
            x = torch.cat([x, lex_feats], dim=2)
        lengths = (word_ids > 0).sum(1).clamp(min=1)
        h = self.word_lstm(x, lengths)
        h = self.dropout(h)
        return self.out(torch.tanh(self.hidden(h)))

    def forward(self, word_ids: torch.Tensor, case_ids: torch.Tensor, uniq_chars: torch.Tensor,
                char_index: torch.Tensor, lex_feats: torch.Tensor | None = None
                ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:  # fmt: skip
        """Emissions and the (masked) CRF parameters."""
        trans, start, end = self.crf_params()
        return self.emissions(word_ids, case_ids, uniq_chars, char_index, lex_feats), trans, start, end

    def nll(self, emissions: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Mean negative log-likelihood of gold ``tags [B,T]`` under the CRF; ``mask [B,T]`` bool."""
        trans, start, end = self.crf_params()
        b, t, _ = emissions.shape
        rows = torch.arange(b, device=emissions.device)
        maskf = mask.float()
        # gold path score
        em_gold = emissions.gather(2, tags.unsqueeze(2)).squeeze(2)  # [B,T]
        score = start[tags[:, 0]] + (em_gold * maskf).sum(1)
        tr = trans[tags[:, :-1], tags[:, 1:]]  # [B,T-1]
        score = score + (tr * maskf[:, 1:]).sum(1)
        last = mask.long().sum(1) - 1
        score = score + end[tags[rows, last]]
        # partition function
        alpha = start.unsqueeze(0) + emissions[:, 0]  # [B,K]
        for i in range(1, t):
            nxt = torch.logsumexp(alpha.unsqueeze(2) + trans.unsqueeze(0), dim=1) + emissions[:, i]
            alpha = torch.where(mask[:, i : i + 1], nxt, alpha)
        logz = torch.logsumexp(alpha + end.unsqueeze(0), dim=1)
        return (logz - score).mean()
