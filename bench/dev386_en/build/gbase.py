"""Shared helpers for the genre writers of dev386_en."""
import core as C
import cases as K
import places as PL
from core import P, pick, chance


class X:
    """Everything one note needs: rng, note builder, country, patient, date style."""

    def __init__(self, rng, n, c, pt):
        self.rng = rng
        self.n = n
        self.c = c
        self.pt = pt
        self.us = c == "US"
        self.ds = pick(rng, C.MDY_STYLES if c == "US" else C.DMY_STYLES)
        self.short = "wd_short_md" if c == "US" else "wd_short_dm"
        self.dm = "md" if c == "US" else "dm"

    def D(self, d, style=None):
        return P(C.fmt_date(d, style or self.ds), "DATE")

    def after(self, a, b, base=None):
        return C.workday(C.add_days(base or self.pt["visit"], self.rng.randrange(a, b)))

    def before(self, a, b, base=None):
        return C.workday(C.add_days(base or self.pt["visit"], -self.rng.randrange(a, b)))

    def t(self, tmpl, **kw):
        self.n.t(tmpl, **kw)

    def put(self, *xs):
        for x in xs:
            self.n.put(x)

    def ch(self, p):
        return self.rng.random() < p

    def pk(self, seq):
        return pick(self.rng, seq)

    # ------------------------------------------------------------ patient bits
    def age_p(self, who=None):
        return P(str((who or self.pt)["age"]), "AGE")

    def age_phrase(self, kind=None):
        pt = self.pt
        kind = kind or self.pk(["yo", "year-old", "aged", "yrs", "sex", "y"])
        a = self.age_p()
        if kind == "yo":
            return [a, " yo"]
        if kind == "year-old":
            return [a, "-year-old"]
        if kind == "aged":
            return ["aged ", a]
        if kind == "yrs":
            return [a, " yrs"]
        if kind == "y":
            return [a, "y"]
        return [a, pt["sex"] if self.ch(0.5) else " " + pt["sex"]]

    def prof_phrase(self):
        pt = self.pt
        pr = P(pt["prof"], "PROFESSION")
        if pt["retired"]:
            return self.pk([["retired ", pr], ["a retired ", pr], ["ex-", pr], ["former ", pr]])
        return self.pk([["works as a ", pr], ["a ", pr], ["employed as a ", pr], ["", pr, " by trade"]])

    def prof_noun(self):
        pt = self.pt
        pr = P(pt["prof"], "PROFESSION")
        if pt["retired"]:
            return self.pk([["retired ", pr], ["former ", pr], ["retired ", pr]])
        return self.pk([[pr], [pr], ["self-employed ", pr], ["part-time ", pr]])

    def employer(self):
        return P(self.pt["employer"], "ORGANIZATION")

    def id_items(self, extra=False):
        pt, c = self.pt, self.c
        it = []
        if c == "UK":
            it = [(self.pk(["Hosp No", "Hospital No.", "Unit No", "MRN"]), P(pt["mrn"], "MRN")),
                  (self.pk(["NHS No", "NHS No.", "NHS number"]), P(pt["natid"], "MRN"))]
        elif c == "US":
            it = [(self.pk(["MRN", "MR#", "Med Rec #"]), P(pt["mrn"], "MRN")),
                  (self.pk(["Member ID", "Ins ID", "Policy #"]), P(pt["hp"], "HEALTHPLAN"))]
            if extra:
                it.append((self.pk(["Acct", "Account #", "Visit #"]), P(pt["acct"], "ACCOUNT")))
                if self.ch(0.35):
                    it.append(("SSN", P(pt["ssn"], "SSN")))
        elif c == "AU":
            it = [(self.pk(["UR", "UR No", "MRN"]), P(pt["mrn"], "MRN")),
                  (self.pk(["Medicare", "Medicare No", "DVA / Medicare"]), P(pt["hp"], "HEALTHPLAN"))]
        elif c == "CA":
            it = [(self.pk(["Chart #", "MRN", "Hosp #"]), P(pt["mrn"], "MRN")),
                  (self.pk(["Health card", "HCN", "PHN"]), P(pt["hp"], "HEALTHPLAN"))]
        elif c == "IE":
            it = [(self.pk(["MRN", "Hosp No", "Chart No"]), P(pt["mrn"], "MRN"))]
            if self.ch(0.3):
                it.append((self.pk(["PPSN", "PPS No"]), P(pt["ssn"], "SSN")))
            if self.ch(0.6):
                it.append((self.pk(["Medical card", "GMS No", "Med Card No"]), P(pt["hp"], "HEALTHPLAN")))
        else:
            it = [(self.pk(["NHI", "NHI No", "NHI#"]), P(pt["natid"], "MRN"))]
            if self.ch(0.4):
                it.append((self.pk(["Hosp no", "Local MRN"]), P(pt["mrn"], "MRN")))
        if extra and c != "US" and self.ch(0.5):
            it.append((self.pk(["Acct", "Billing ref", "Episode No"]), P(pt["acct"], "ACCOUNT")))
        return it

    def ids_line(self, sep="   ", extra=False):
        out = []
        for i, (lab, v) in enumerate(self.id_items(extra)):
            if i:
                out.append(sep)
            out += [lab, pick(self.rng, [": ", " ", ": "]), v]
        return out

    def pt_name_hdr(self):
        pt = self.pt
        return self.pk([[K.full(pt)], [K.caps(pt)], [pt["title"] + " ", K.full_mid(pt)], [K.full_mid(pt)],
                        [K.caps(pt, mid=False)]])

    def pt_block(self, addr=True, phone=False, lines=True):
        """Patient identification block."""
        pt = self.pt
        nl = "\n" if lines else "   "
        self.put(self.pk(["Patient: ", "Name: ", "Re: ", "PATIENT: ", "Pt: "]), self.pt_name_hdr(), nl)
        self.put(self.pk(["DOB: ", "D.O.B. ", "Date of birth: ", "DOB "]), self.D(pt["dob"]))
        if self.ch(0.5):
            self.put(" (", self.age_p(), self.pk(["y", " yrs", ""]), ")")
        self.put(nl)
        self.put(self.ids_line(), nl)
        if addr:
            self.put(self.pk(["Address: ", "Addr: ", ""]))
            self.put(C.addr_pieces(self.rng, pt["addr"], "line"))
            self.put(nl)
        if phone:
            self.put(self.pk(["Tel: ", "Ph: ", "Contact: ", "Mob: "]), P(pt["mobile"] if self.ch(0.6) else pt["home"], "PHONE"), nl)

    def sig(self, cl, reg=True, extra_lines=True):
        self.put(K.signoff(cl), "\n", cl["job"], "\n")
        if reg and cl.get("lic"):
            lab = {"UK": ["HCPC reg ", "HCPC: ", "GMC "], "US": ["NPI ", "Lic # ", "License no. "],
                   "AU": ["AHPRA ", "Reg no. ", "Provider no. "], "CA": ["Reg. #", "CPSO #", "Reg no. "],
                   "IE": ["Reg no. ", "IMC ", "Reg. "], "NZ": ["Reg no. ", "MCNZ ", "APC no. "]}[self.c]
            self.put(self.pk(lab), P(cl["lic"], "LICENSE"), "\n")
        if extra_lines and self.ch(0.35):
            self.put(self.pk(["Email: ", "e: "]), P(cl["email"], "EMAIL"), "\n")

    def clin(self, role):
        return K.clinician(self.rng, self.c, role)

    def site(self, kind="hosp"):
        return K.site(self.rng, self.c, kind)

    def fam(self, i=0):
        return self.pt["fam"][i]

    def room(self):
        return P(pick(self.rng, PL.ROOMS), "LOCATION_OTHER")

    def public(self):
        return pick(self.rng, PL.PUBLIC_BODIES[self.c])

    def dept(self):
        return pick(self.rng, PL.DEPARTMENTS)

    def country_p(self):
        return P(self.pt["born"], "COUNTRY")

    def phone_p(self, kind=None):
        return P(C.phone(self.rng, self.c, kind or "land"), "PHONE")

    def region_p(self):
        a = self.pt["addr"]
        if self.c in ("US", "AU", "CA"):
            return P(a["region"] if self.ch(0.5) else C.state_name(self.c, a["region"]), "STATE")
        if self.c == "NZ":
            return P(a["region"], "STATE")
        if self.c == "IE":
            return P("Co. " + a["region"], "CITY")
        return P(a["region"], "CITY")

    def dictated(self, cl, sec=None):
        """Dictation reference such as 'GH/kb'."""
        sec = sec or self.clin("ADMIN")
        return [K.staff_initials(cl), "/", P((sec["first"][0] + sec["last"].replace(" ", "")[0]).lower(), "DOCTOR")]
