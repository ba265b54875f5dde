"""Shared per-note context and small rendering helpers used by all genres."""
import clinical as C
import pools_places as PP
from core import pick, chance
from phi import Loc


class Ctx:
    """Everything one note may refer to, drawn once so the note stays consistent."""

    def __init__(self, rng, country):
        r = self.r = rng
        self.c = country
        L = self.L = Loc(rng, country)
        self.pt = L.patient()
        self.pdate = L.rand_date()
        self.setinfo = pick(r, C.SETS)
        self.age = r.randint(1, 15) if self.setinfo[1] == "PAED" else r.randint(18, 92)
        self.dob = L.dob(self.age, self.pdate)
        self.mrn = L.mrn()
        self.nhs = L.nhs() if country == "UK" else None
        self.procedure = pick(r, self.setinfo[3])
        self.tray = L.tray_id(self.setinfo[1])
        self.hosp = L.hospital()
        self.ssd = L.ssd_unit()
        self.ward = L.ward()
        self.room = L.room()
        self.surgeon = L.staff("surgeon")
        self.scrub = L.staff("nurse")
        self.circ = L.staff("nurse")
        self.tech = L.staff("decon")
        self.tech2 = L.staff("decon")
        self.manager = L.staff("decon")
        self.ipc = L.staff("nurse")
        self.supplier = L.supplier()
        self.account = L.account()

    def related_sets(self, k):
        """k further sets that plausibly go with the main one"""
        r = self.r
        same = [s for s in C.SETS if s[2] == self.setinfo[2] and s is not self.setinfo]
        extra = [("Supplementary Retractor Tray", "SUPRET", "", []), ("Basic Instrument Tray", "BASIC", "", []),
                 ("Diathermy and Light Lead Pack", "LEADS", "", []), ("Minor Ops Set", "MINOR", "", []),
                 ("Bowl and Gallipot Set", "BOWL", "", [])]
        out = []
        for _ in range(k):
            out.append(pick(r, same) if same and chance(r, 0.5) else pick(r, extra))
        return out

    def times(self, k, start=None):
        """k increasing times of day in one format"""
        r = self.r
        fmt = pick(r, ["%02d:%02d", "%02d:%02d", "%02d%02d", "%d.%02d"])
        t = start if start is not None else r.randint(7 * 60, 15 * 60)
        out = []
        for _ in range(k):
            t = min(t, 23 * 60 + 59)
            out.append(fmt % (t // 60, t % 60))
            t += r.randint(4, 70)
        return out

    @staticmethod
    def plus(d, days):
        return Loc.plus(d, days)

    # ---- patient identifiers ---------------------------------------------
    def mrn_label(self):
        return pick(self.r, {"US": ["MRN", "MRN:", "MR#", "Med Rec No."],
                             "UK": ["Hosp No", "Hospital No.", "MRN", "K No."],
                             "AU": ["UR", "URN", "UR No.", "MRN"],
                             "CA": ["MRN", "Chart #", "MRN:"]}[self.c])

    def pt_ids(self, sep="  "):
        """MRN (and NHS number for UK) with labels"""
        out = [self.mrn_label(), " ", (self.mrn, "MRN")]
        if self.nhs and chance(self.r, 0.7):
            out += [sep, pick(self.r, ["NHS No ", "NHS: ", "NHS number "]), (self.nhs, "MRN")]
        return out

    def pt_label(self):
        """addressograph / patient label lines"""
        r, L = self.r, self.L
        lines = [[L.name(self.pt, "PATIENT", pick(r, ["LAST_FIRST", "last_first", "full", "fullmi"]))],
                 ["DOB: ", L.date_short(self.dob), "  ", L.age(self.age, pick(r, ["paren", "y", "sex", "Age:"]))],
                 self.pt_ids()]
        if chance(r, 0.4):
            lines.append([pick(r, ["Ward: ", "Loc: ", "Unit: "]), (self.ward, "HOSPITAL")])
        hp = self.hp_piece()
        if hp and chance(r, 0.4):
            lines.append(hp)
        return lines

    def hp_piece(self):
        """insurance / health card number with a country label (None for UK)"""
        r, L = self.r, self.L
        if self.c == "US":
            return [pick(r, ["Ins: ", "Payer: ", "Plan: "]), (pick(r, PP.INSURERS["US"]), "ORGANIZATION"), pick(r, [" Mbr# ", " ID ", " Member "]),
                    (L.healthplan(), "HEALTHPLAN")]
        if self.c == "AU":
            return [pick(r, ["Medicare No: ", "Medicare ", "MCN "]), (L.healthplan(), "HEALTHPLAN")]
        if self.c == "CA":
            return [pick(r, ["HCN: ", "Health card ", "OHIP "]), (L.healthplan(), "HEALTHPLAN")]
        return None

    def sig(self, p, role, style=None, with_date=None, typ="DOCTOR"):
        r = self.r
        st = style or pick(r, ["cred", "full", "init_last", "title_full", "fullmi"])
        out = [self.L.name(p, typ, st)]
        if role:
            out.append(pick(r, [", ", " - ", "\n"]) + role)
        if with_date is not None:
            out += [pick(r, ["  ", " | ", "\nDate: "]), self.L.date_short(with_date)]
        return out

    def hosp_piece(self, upper=False):
        h = self.hosp.upper() if upper else self.hosp
        return (h, "HOSPITAL")

    def letterhead(self, dept, with_fax=True):
        """hospital letterhead lines (list of piece lists)"""
        r, L = self.r, self.L
        a = L.address()
        a2 = dict(a)
        lines = [[self.hosp_piece(chance(r, 0.4))]]
        if chance(r, 0.5):
            lines.append([(L.provider(), "HOSPITAL")])
        lines.append([dept])
        lines += L.addr_block(a2)
        tel = [pick(r, ["Tel: ", "Telephone: ", "T: ", "Ph: "]), (L.phone(), "PHONE")]
        if with_fax and chance(r, 0.7):
            tel += [pick(r, ["   Fax: ", "  F: ", " | Fax "]), (L.phone(), "FAX")]
        lines.append(tel)
        if chance(r, 0.6):
            lines.append(["Email: ", (L.email(org=self.hosp), "EMAIL")])
        return lines, a

    def emit_lines(self, n, lines):
        for ln in lines:
            n.line(ln)

    def hn(self, k):
        return C.hn_block(self.r, self.c, k)


def table_row(cells, widths):
    """pad plain-text cells; a cell may be a str or a piece list. Returns pieces."""
    out = []
    for cell, wdt in zip(cells, widths):
        if isinstance(cell, str):
            ln = len(cell)
            out.append(cell)
        else:
            ln = 0
            flat = []
            _flatten(cell, flat)
            for p in flat:
                ln += len(p if isinstance(p, str) else p[0])
            out.append(cell)
        out.append(" " * max(1, wdt - ln))
    return out


def _flatten(p, acc):
    if p is None:
        return
    if isinstance(p, str):
        acc.append(p)
    elif isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) and isinstance(p[1], str) and p[1].isupper():
        acc.append(p)
    else:
        for q in p:
            _flatten(q, acc)
