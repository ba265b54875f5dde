"""Per-note context and shared building blocks (marked text)."""
import datetime as dt
import re

import phi
from phi import T, Person, fmt_date, age_phrase
from pools import (LABS, QUAL_LABS, VITALS, DRUGS, SCORES, EPONYMS, ICD, DEPTS, PUBLIC_BODIES, WORD_USES, TITLES,
                   CREDENTIALS, NURSE_TITLES)

_MARK = re.compile("\ue000[A-Za-z_]+\ue001|\ue002")


def vis(s):
    return _MARK.sub("", s)


def table(rng, header, rows, style=None):
    style = style or rng.choice(["pipe", "csv", "tab", "fixed"])
    if style == "pipe":
        out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        out += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(out)
    if style == "csv":
        def q(c):
            return f'"{c}"' if "," in vis(c) else c
        return "\n".join([",".join(header)] + [",".join(q(c) for c in r) for r in rows])
    if style == "tab":
        return "\n".join(["\t".join(header)] + ["\t".join(r) for r in rows])
    # fixed width
    w = [max(len(vis(x)) for x in col) + 2 for col in zip(header, *rows)]
    lines = ["".join(h.ljust(w[i]) for i, h in enumerate(header)).rstrip(), "-" * (sum(w) - 2)]
    for r in rows:
        lines.append("".join(c + " " * (w[i] - len(vis(c))) for i, c in enumerate(r)).rstrip())
    return "\n".join(lines)


def num(rng, lo, hi, dec):
    v = rng.uniform(lo, hi)
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


class Ctx:
    def __init__(self, rng, country, genre):
        self.rng = rng
        self.c = country
        self.genre = genre
        self.mdy = country in ("Philippines", "Jamaica") and rng.random() < 0.5
        self.pat = Person(rng, country)
        self.sex = self.pat.sex
        self.age = rng.randrange(2, 17) if rng.random() < 0.08 else rng.choice([rng.randrange(18, 90), rng.randrange(18, 70), rng.randrange(60, 99)])
        self.visit = phi.rand_date(rng)
        self.year = self.visit.year
        self.dob = self.visit - dt.timedelta(days=365 * self.age + rng.randrange(0, 364))
        self.hosp = phi.hospital(rng, country)
        self.dept = rng.choice(DEPTS)
        self.staff = []
        self.place = phi.place(rng, country)
        self.mrn = phi.mrn(rng, country, self.year)
        self.date_style = rng.choice(["dmy/", "dmy-", "d Mon Y", "d-Mon-Y", "dmy.", "dmy/yy", "Month d, Y", "iso"])

    # ---------------------------------------------------------------- dates
    def d(self, date=None, style=None):
        date = date or self.visit
        return T("DATE", fmt_date(self.rng, date, style or (self.date_style if self.rng.random() < 0.7 else None), mdy=self.mdy))

    def days(self, n):
        return self.visit + dt.timedelta(days=n)

    def drange(self, a, b):
        st = self.rng.choice(["dd/mm", "dmy/", "d Mon", "d Mon Y"])
        sep = self.rng.choice(["-", " to ", " - ", " till "])
        return self.d(self.days(a), st) + sep + self.d(self.days(b), "dmy/" if st == "dd/mm" else st)

    # ---------------------------------------------------------------- people
    def pname(self, form=None, person=None, allow_initials=True):
        p = person or self.pat
        r = self.rng
        if form == "full":
            return T("PATIENT", p.full())
        if form == "upper":
            return T("PATIENT", p.full().upper())
        if form == "titled" or (form is None and r.random() < 0.3):
            t, v = phi.titled(r, p)
            return t + T("PATIENT", v)
        return T("PATIENT", p.form(r, allow_initials))

    def new_staff(self, kind="doc"):
        p = Person(self.rng, self.c)
        p.kind_staff = kind
        self.staff.append(p)
        return p

    def staff_ref(self, p=None, kind="doc", cred=None):
        r = self.rng
        if p is None:
            same = [x for x in self.staff if getattr(x, "kind_staff", "doc") == kind]
            p = self.new_staff(kind) if (not same or r.random() < 0.5) else r.choice(same)
        kind = getattr(p, "kind_staff", kind)
        cred = cred if cred is not None else (r.random() < 0.35)
        cr = phi.credential(r, self.c)
        while kind == "doc" and re.search(r"\b(RN|RM|BSN|BScN|SRN|KRCHN|BPharm|RMT)\b", cr):
            cr = phi.credential(r, self.c)
        if kind == "doc":
            form = r.choice(["t_short", "t_short", "t_full", "t_init", "full_cred", "mrs", "init_sur"])
            if form == "t_short":
                s = r.choice(["Dr ", "Dr. ", "Dr ", "Prof. ", "Prof "]) + T("DOCTOR", p.short() if p.culture != "chinese_sea" else p.surname)
            elif form == "t_full":
                s = r.choice(["Dr ", "Dr. "]) + T("DOCTOR", p.full())
            elif form == "t_init":
                s = r.choice(["Dr ", "Dr. "]) + T("DOCTOR", f"{p.given[0]}.{' ' if r.random() < .6 else ''}{p.surname}" if p.culture not in ("chinese_sea", "malay", "tamil_sea") else p.full())
            elif form == "mrs":
                s = (r.choice(["Dr (Mrs) ", "Dr. (Mrs.) ", "Dr (Ms) "]) if p.sex == "F" else r.choice(["Dr ", "Dr. "])) + T("DOCTOR", p.full())
            elif form == "init_sur":
                s = T("DOCTOR", p.form(r, allow_initials=False))
            else:
                s = T("DOCTOR", p.full()) + ", " + cr
                cred = False
            if cred:
                s += r.choice([", ", " ", " ("]) + cr + ("" if not s.endswith("(") else "")
                if s.endswith("(" + cr):
                    s += ")"
            return s
        # nurse / other staff
        form = r.choice(["title", "title", "name_cred", "given", "initials"])
        if form == "title":
            return r.choice(NURSE_TITLES) + " " + T("DOCTOR", r.choice([p.given, p.short(), p.full()]))
        if form == "name_cred":
            return T("DOCTOR", r.choice([p.full(), p.given + " " + p.surname[0] + "."])) + r.choice([", RN", " RN", ", RM", " (SRN)", ", BSN"])
        if form == "given":
            return T("DOCTOR", p.given)
        return T("DOCTOR", (p.given[0] + p.surname[0]).upper() if r.random() < 0.5 else (p.given[0] + p.surname[0]).lower())

    def signature(self, p=None, lines=None):
        r = self.rng
        p = p or self.new_staff("doc")
        out = [r.choice(["Signed,", "Sd/-", "Regards,", "Yours faithfully,", "Yours sincerely,", "---", "Signature:", "(signed)"])]
        out.append(r.choice(["Dr ", "Dr. ", ""]) + T("DOCTOR", p.full()) + r.choice([", ", " ", "\n"]) + phi.credential(r, self.c))
        out.append(r.choice(["Consultant Physician", "Medical Officer", "Senior Registrar", "Resident, " + self.dept, "Consultant Obstetrician",
                             "General Practitioner", "Clinical Officer", "Family Physician", "HOD " + self.dept, "Junior Resident"]))
        if r.random() < 0.6:
            lab, v = phi.license_pair(r, self.c)
            out.append(lab + r.choice([" ", ": "]) + T("LICENSE", v))
        if r.random() < 0.4:
            out.append(r.choice(["Ph: ", "Tel: ", "Mobile ", "Cell: "]) + T("PHONE", phi.phone(r, self.c)))
        if r.random() < 0.25:
            out.append(r.choice(["Email: ", "E-mail ", ""]) + T("EMAIL", phi.email(r, p)))
        if r.random() < 0.3:
            out.append(T("HOSPITAL", self.hosp))
        return "\n".join(out)

    def cc_block(self):
        r = self.rng
        items = []
        for _ in range(r.randrange(1, 4)):
            k = r.random()
            if k < 0.4:
                items.append(self.staff_ref(kind="doc") + ", " + r.choice(["GP", "referring doctor", "MO i/c", "Consultant"]) + ", " + T("HOSPITAL", phi.hospital(r, self.c)))
            elif k < 0.6:
                items.append(r.choice(["Patient file", "Medical records", "Office copy", "Ward file"]))
            elif k < 0.8:
                items.append(r.choice(["Patient ", "Pt "]) + self.pname("titled"))
            else:
                items.append(T("ORGANIZATION", phi.insurer(r)) + " (claims desk)")
        return "cc:\n" + "\n".join("  " + r.choice(["- ", "", "* "]) + x for x in items)

    def fam(self, rel=None, same_surname=None):
        r = self.rng
        rel = rel or r.choice(["wife", "husband", "son", "daughter", "mother", "father", "brother", "sister", "uncle", "aunt", "neighbour",
                               "guardian", "attendant", "cousin", "grandmother", "son-in-law", "daughter-in-law", "friend"])
        sexmap = {"wife": "F", "husband": "M", "son": "M", "daughter": "F", "mother": "F", "father": "M", "brother": "M", "sister": "F",
                  "uncle": "M", "aunt": "F", "grandmother": "F", "son-in-law": "M", "daughter-in-law": "F"}
        same = same_surname if same_surname is not None else (rel in ("son", "daughter", "father", "brother", "sister", "wife", "husband") and r.random() < 0.6)
        p = Person(r, self.c, sex=sexmap.get(rel), culture=self.pat.culture, surname=self.pat.surname if same else None)
        while p.given == self.pat.given:
            p = Person(r, self.c, sex=sexmap.get(rel), culture=self.pat.culture, surname=self.pat.surname if same else None)
        form = r.random()
        if form < 0.4:
            v = T("FAMILY", p.given)
        elif form < 0.7:
            v = T("FAMILY", p.full())
        elif form < 0.85:
            t, s = phi.titled(r, p)
            v = t + T("FAMILY", s)
        else:
            v = T("FAMILY", p.form(r, False))
        return rel, v, p

    def fam_phrase(self):
        r = self.rng
        rel, v, p = self.fam()
        return r.choice([f"{rel} {v}", f"{rel}, {v},", f"{v} ({rel})", f"{rel.capitalize()} {v}", f"{v}, {rel}"])

    def relation_line(self):
        """S/O, W/O, D/O"""
        r = self.rng
        if self.c in ("India", "Pakistan"):
            rel = "S/O" if self.sex == "M" else r.choice(["W/O", "D/O"])
            rel = r.choice([rel, rel.lower().capitalize(), rel.replace("/", "/")])
            rr = {"S/O": "father", "D/O": "father", "W/O": "husband"}[rel.upper()]
            _, v, _ = self.fam(rr)
            return f"{rel} {r.choice(['', 'Late ', ''])}{v}"
        rel, v, _ = self.fam(r.choice(["husband", "mother", "father", "wife", "guardian"]))
        return f"NOK: {v} ({rel})"

    # --------------------------------------------------------------- places
    def address(self, multiline=False):
        return phi.address(self.rng, self.c, multiline)

    def hospital(self, new=False):
        return T("HOSPITAL", phi.hospital(self.rng, self.c) if new else self.hosp)

    def phone(self, ext=False):
        v = phi.phone(self.rng, self.c)
        if ext:
            v = phi.with_ext(self.rng, v)
        return T("PHONE", v)

    def bed(self):
        r = self.rng
        return r.choice([f"Bed {T('LOCATION_OTHER', str(r.randrange(1, 40)))}", f"Bed No. {T('LOCATION_OTHER', str(r.randrange(1, 40)))}",
                         f"Ward {T('LOCATION_OTHER', str(r.randrange(1, 15)))}, Bed {T('LOCATION_OTHER', str(r.randrange(1, 40)))}",
                         f"{T('HOSPITAL', phi.ward(r))}, bed {T('LOCATION_OTHER', str(r.randrange(1, 30)))}",
                         f"Room {T('LOCATION_OTHER', str(r.randrange(101, 520)) + r.choice(['', 'A', 'B']))}",
                         f"Cubicle {T('LOCATION_OTHER', str(r.randrange(1, 12)))}",
                         f"Bed {T('LOCATION_OTHER', r.choice('ABCDEF') + str(r.randrange(1, 20)))}"])

    def prof(self):
        return T("PROFESSION", phi.profession(self.rng, self.c))

    def occupation_sentence(self):
        r = self.rng
        p = self.prof()
        o = T("ORGANIZATION", phi.org(r, self.c))
        return r.choice([f"Works as a {p}.", f"Occupation: {p}.", f"He/she is a {p} by occupation.", f"Pt is a {p} at {o}.",
                         f"Retired {p}.", f"Works as {p} with {o}.", f"Employed at {o} as {p}.", f"Occ - {p}.",
                         f"By profession a {p}; employer {o}."])

    # --------------------------------------------------------- hard negatives
    def vital(self):
        r = self.rng
        f = r.choice(VITALS)
        sy = r.randrange(90, 190)
        return f.format(s=sy, d=min(r.randrange(50, 110), sy - 25), hr=r.randrange(52, 140), rr=r.randrange(12, 36), sp=r.randrange(84, 100),
                        tf=f"{r.uniform(97, 103.5):.1f}", tc=f"{r.uniform(36.0, 40.2):.1f}", gr=r.randrange(70, 420), wt=r.randrange(3, 110),
                        ht=r.randrange(90, 185), bmi=f"{r.uniform(15, 38):.1f}", muac=f"{r.uniform(10, 30):.1f}", pain=r.randrange(0, 10))

    def vitals_line(self, n=None):
        r = self.rng
        n = n or r.randrange(4, 8)
        seen, items = set(), []
        for _ in range(n * 2):
            v = self.vital()
            k = v.split()[0].rstrip(":").lower()
            if k in seen:
                continue
            seen.add(k)
            items.append(v)
            if len(items) == n:
                break
        return r.choice([", ", "; ", " | ", "  "]).join(items)

    def lab_item(self):
        r = self.rng
        a, u, lo, hi, dec, ref = r.choice(LABS)
        return a, num(r, lo, hi, dec), u, ref

    def labs_inline(self, n=None):
        r = self.rng
        n = n or r.randrange(4, 9)
        items = []
        for _ in range(n):
            a, v, u, ref = self.lab_item()
            items.append(r.choice([f"{a} {v}", f"{a} {v} {u}".strip(), f"{a}: {v}", f"{a}-{v}"]))
        if r.random() < 0.5:
            items.append(r.choice(QUAL_LABS))
        return r.choice([", ", "; ", " / ", "  "]).join(items)

    def labs_table(self, n=None, style=None, with_no=True):
        r = self.rng
        n = n or r.randrange(5, 12)
        hdr = (["S.No"] if with_no else []) + ["Test", "Result", "Unit", "Ref range"]
        rows = []
        seen = set()
        for i in range(n):
            a, v, u, ref = self.lab_item()
            if a in seen:
                continue
            seen.add(a)
            flag = ""
            rows.append(([str(len(rows) + 1)] if with_no else []) + [a, v + flag, u or "-", ref])
        return table(r, hdr, rows, style)

    def drug(self):
        r = self.rng
        name, dose, sig = r.choice(DRUGS)
        return r.choice([f"{name} {dose} {sig}", f"{name} {dose} {sig}", f"{name} {dose} - {sig}", f"{name} ({dose}) {sig}"])

    def drug_list(self, n=None, numbered=True):
        r = self.rng
        n = n or r.randrange(2, 7)
        bullets = r.choice(["num", "dash", "star", "plain"]) if numbered else "dash"
        out, seen = [], set()
        while len(out) < n:
            d = self.drug()
            if d.split(" (")[0].split(" 1")[0][:14] in seen:
                continue
            seen.add(d.split(" (")[0].split(" 1")[0][:14])
            pre = {"num": f"{len(out) + 1}. ", "dash": "- ", "star": "* ", "plain": ""}[bullets]
            out.append(pre + d)
        return "\n".join(out)

    def mar_table(self, style=None):
        r = self.rng
        hdr = ["Drug", "Dose", "Route", "Time", "Given by"]
        rows = []
        for _ in range(r.randrange(3, 7)):
            name, dose, sig = r.choice(DRUGS)
            route = "IV" if "IV" in dose else ("SC" if "SC" in dose else ("IM" if "IM" in dose else "PO"))
            rows.append([name, dose.replace(" IV", "").replace(" SC", "").replace(" IM", ""), route, self.time(),
                         self.staff_ref(kind="nurse") if r.random() < 0.7 else "-"])
        return "MAR " + self.d(style=r.choice(["dd/mm", "wk d/m", "d Mon"])) + ":\n" + table(r, hdr, rows, style)

    def vitals_table(self, style=None):
        r = self.rng
        hdr = ["Time", "T", "HR", "BP", "RR", "SpO2", "GCS"]
        rows = [[self.time(), f"{r.uniform(36.2, 39.5):.1f}", str(r.randrange(60, 130)), f"{r.randrange(100, 170)}/{r.randrange(50, 90)}",
                 str(r.randrange(14, 32)), f"{r.randrange(88, 100)}%", f"{r.randrange(9, 16)}/15"] for _ in range(r.randrange(3, 6))]
        return table(r, hdr, rows, style)

    def exam_line(self):
        r = self.rng
        bits = [self.score(), f"{r.choice(['no', 'positive', 'negative', 'equivocal'])} {self.eponym()}", self.vital(), self.vital(),
                r.choice(["pallor +", "no icterus", "no pedal oedema", "JVP not raised", "chest clear", "crepts B/L bases"]),
                f"h/o {self.eponym()} ({self.icd()})"]
        r.shuffle(bits)
        return "; ".join(bits[:r.randrange(3, 6)])

    def score(self):
        return self.rng.choice(SCORES)

    def eponym(self):
        return self.rng.choice(EPONYMS)

    def icd(self):
        return self.rng.choice(ICD)

    def time(self):
        r = self.rng
        h, m = r.randrange(0, 24), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}:{m:02d} hrs", f"{h:02d}{m:02d}h", f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}",
                         f"{(h % 12) or 12} {'am' if h < 12 else 'pm'}", f"{h:02d}.{m:02d} hrs"])

    def word_use(self):
        return self.rng.choice(WORD_USES)

    def public_body(self):
        return self.rng.choice(PUBLIC_BODIES)

    def age_ph(self):
        return age_phrase(self.rng, self.age, self.sex)

    def agesex(self):
        r = self.rng
        a = T("AGE", str(self.age))
        s = self.sex
        sw = "Male" if s == "M" else "Female"
        return r.choice([f"{a}/{s}", f"{a} Y/{s}", f"{a} yrs / {sw}", f"{s}/{a}", f"{a}Y {s}", f"{a} years, {sw.lower()}", f"{a}/{sw[0]}"])
