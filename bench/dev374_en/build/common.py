"""common.py -- builds one fictional case (patient, family, staff, police,
places, identifiers, dates) and renders names, dates and addresses as note
pieces: plain str, (text, TYPE) tuples for PHI, or lists of both."""
import datetime

import core
from core import digits, letters, fmt_date, add_days
import pools as P
import ids

DATE_STYLES = {
    "GB": ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "dmy_dot", "D_MON_Y"],
    "IE": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "dth_month_y"],
    "AU": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "dmy_nz"],
    "NZ": ["dmy_nz", "dmy", "d_month_y", "d_mon_y", "dmy"],
    "US": ["mdy", "mdy", "mdy_long", "mdy_short", "month_d_y", "mon_d_y"],
    "CA": ["iso", "iso", "month_d_y", "d_mon_y", "mon_d_y", "iso"],
}
LONG_STYLES = {"GB": ["d_month_y", "dth_month_y", "wk_full", "d_mon_y"],
               "IE": ["d_month_y", "dth_month_y", "wk_full"],
               "AU": ["d_month_y", "wk_full", "d_mon_y"],
               "NZ": ["d_month_y", "wk_full"],
               "US": ["month_d_y", "wk_us", "mon_d_y"],
               "CA": ["month_d_y", "wk_us", "d_month_y"]}

VOCAB = ids.VOCAB

COUNTRY_W = [("GB", 34), ("US", 20), ("AU", 14), ("CA", 11), ("IE", 11), ("NZ", 10)]


class Person(object):
    def __init__(self, **kw):
        self.__dict__.update(kw)


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def country_piece(name):
    if name.startswith("the "):
        return ["the ", (name[4:], "COUNTRY")]
    return (name, "COUNTRY")


class Case(object):
    def __init__(self, r, cc, child=None):
        self.r = r
        self.cc = cc
        self.V = VOCAB[cc]
        self.ds = r.choice(DATE_STYLES[cc])
        self.child = (r.random() < 0.27) if child is None else child
        sex = "F" if r.random() < (0.76 if self.child else 0.86) else "M"
        if self.child:
            age = r.choice([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12, 13, 13, 14, 14, 15, 15, 15])
        else:
            age = r.choice(list(range(16, 26)) * 3 + list(range(26, 41)) * 2 + list(range(41, 82)))
        y = r.randrange(2021, 2026)
        self.exam = datetime.date(y, 1, 1) + datetime.timedelta(days=r.randrange(0, 360 if y < 2025 else 170))
        self.incident = add_days(self.exam, -r.choice([0, 0, 0, 1, 1, 1, 2, 3, 4, 6, 9]))
        dob = add_days(self.exam, -(age * 365 + age // 4 + r.randrange(5, 355)))
        self.pt = self.person(sex, "PATIENT")
        self.pt.dob = dob
        if self.child:
            self.pt.title = ""
        self.pt.age = self.exam.year - dob.year - ((self.exam.month, self.exam.day) < (dob.month, dob.day))
        self.pt.addr = self.address()
        self.pt.phone = core.phone(r, cc, "mobile")
        self.pt.email = self.email(self.pt, personal=True)
        self.pt.prof = None if self.child else (r.choice(P.PROFESSIONS) if r.random() < 0.8 else None)
        self.pt.nick = P.NICK.get(self.pt.first)
        born_abroad = r.random() < 0.25
        self.pt.birth = r.choice(P.COUNTRIES_OTHER) if born_abroad else r.choice(P.COUNTRY_NAME[cc])
        self.pt.lang = P.LANG.get(self.pt.birth) if born_abroad and r.random() < 0.6 else None
        self.town = self.pt.addr["town"]
        # places
        self.sarc = self.make_sarc()
        self.ed_hosp = self.hospital_name()
        self.gp_practice = self.practice_name()
        self.gum = self.r.choice(["{t} Sexual Health Clinic", "{w} Centre for Sexual Health",
                                  "{t} GUM Clinic", "{t} Sexual Health Service"]).format(
            t=self.town_name(), w=r.choice(P.STREET_W))
        self.pharmacy = r.choice(["{w} Pharmacy", "{t} Chemist", "{w} Road Pharmacy",
                                  "{t} Late Night Pharmacy"]).format(w=r.choice(P.STREET_W), t=self.town_name())
        if self.child:
            a = self.pt.age
            self.school = self.fill(r.choice(P.SCHOOL_NURSERY if a < 5 else P.SCHOOL_PRIMARY if a < 11 else P.SCHOOL_SECONDARY))
        else:
            self.school = self.fill(r.choice(P.SCHOOL_FORMS)) if r.random() < 0.2 else None
        self.employer = self.fill(r.choice(P.EMPLOYER_FORMS))
        self.venue = self.fill(r.choice(P.VENUE_FORMS))
        self.isva_org = self.fill(r.choice(P.ISVA_ORG_FORMS))
        self.force = self.police_force()
        self.station = self.fill(r.choice(["{t} Police Station", "{t} Police Station",
                                           "{w} Street Police Station"]))
        if cc == "IE":
            self.station = self.fill("{t} Garda Station")
        self.la = self.fill(r.choice(
            {"GB": ["{t} Children's Services", "{t} City Council", "{t} MASH"],
             "IE": ["Tusla {t} Area"],
             "US": ["{t} County Children Services", "{t} County DCFS"],
             "CA": ["{t} Children's Aid Society", "{t} Family Services"],
             "AU": ["{t} Child Protection Unit", "{t} Child Safety Service Centre"],
             "NZ": ["Oranga Tamariki {t} site"]}[cc]))
        # people
        self.examiner = self.staff("exam")
        self.cw = self.staff("cw")
        self.isva = self.staff("isva")
        self.gp = self.staff("gp")
        self.paed = self.staff("paed")
        self.nurse2 = self.staff("nurse")
        self.admin = self.staff("admin")
        self.shdoc = self.staff("sh")
        self.pharm = self.staff("pharm")
        self.sci = self.staff("sci")
        self.oic = self.officer()
        self.off2 = self.officer()
        self.sw = self.person(r.choice("FFFM"), "FAMILY")
        self.sw.phone = core.phone(r, cc, r.choice(["land", "mobile"]))
        self.sw.email = self.email(self.sw, dom=self.org_domain(self.la))
        self.interp = self.person(r.choice("FM"), "FAMILY") if self.pt.lang else None
        self.family = self.make_family()
        self.suspect = self.make_suspect()
        # identifiers
        self.mrn = self.mrn_value()
        self.natid = ("999 %s %s" % (digits(r, 3), digits(r, 4))) if cc == "GB" else None
        self.healthplan = self.healthplan_value()
        self.ssn = self.ssn_value()
        self.sarc_no = r.choice(["SARC-%s-%s", "%s/%s", "SA%s-%s", "FN%s-%s"]) % (str(y)[2:], digits(r, 4))
        self.episode = r.choice(["EP%s", "ENC-%s", "V%s", "%s"]) % digits(r, 8)
        self.crime = self.crime_ref(y)
        self.kit = r.choice(["K%s-%s" % (str(y)[2:], digits(r, 5)), "SAK %s" % digits(r, 7),
                             "%s%s" % (letters(r, 2), digits(r, 6))])
        ini = (self.examiner.first[0] + self.examiner.last[0]).upper()
        self.ex_prefix = ini if r.random() < 0.7 else ini + letters(r, 1)
        self.lab_ref = r.choice(["L%s/%s", "FS-%s-%s", "%s-TOX-%s", "LAB%s%s"]) % (str(y)[2:], digits(r, 5))
        self.colpo_sn = r.choice(["CX-%s", "SN%s", "LG%s-%s" % (digits(r, 2), "%s")]) % digits(r, 5)
        self.camera_sn = r.choice(["%s%s" % (letters(r, 2), digits(r, 6)), "S/%s-%s" % (digits(r, 3), digits(r, 4))])
        self.imei = "35 %s %s %s" % (digits(r, 6), digits(r, 6), digits(r, 1))
        self.bioid = r.choice(["ED-%s", "DNA-PR-%s", "FP-%s", "EDB%s"]) % digits(r, 6)

    # ------------------------------------------------------------ people
    def origin(self):
        return wchoice(self.r, list(zip(P.ORIGINS, P.ORIGIN_W[self.cc])))

    def person(self, sex, typ):
        r = self.r
        o = self.origin()
        first = r.choice((P.FEMALE if sex == "F" else P.MALE)[o])
        so = o if r.random() < 0.8 else self.origin()
        last = r.choice(P.SURNAME[so])
        mid = ""
        if r.random() < 0.3:
            mid = r.choice((P.FEMALE if sex == "F" else P.MALE)[self.origin()])
        p = Person(first=first, last=last, mid=mid, sex=sex, typ=typ,
                   title=r.choice(["Ms", "Miss", "Mrs"]) if sex == "F" else "Mr")
        if sex == "F" and r.random() < 0.1:
            p.title = "Mx"
        return p

    def staff(self, kind):
        r = self.r
        cc = self.cc
        V = self.V
        sex = "F" if r.random() < 0.72 else "M"
        p = self.person(sex, "DOCTOR")
        doc = kind in ("gp", "paed", "sh") or (kind == "exam" and r.random() < 0.45)
        p.is_dr = doc
        p.title = "Dr" if doc else ""
        if kind == "exam":
            p.role = r.choice(V["exam_titles"])
            if doc and p.role in ("Forensic Nurse Examiner", "SANE", "SANE-P", "Clinical Nurse Specialist",
                                  "SA/DV Nurse Examiner", "Forensic Nurse", "Sexual Assault Nurse Examiner"):
                p.role = {"GB": "Forensic Physician", "IE": "Forensic Clinical Examiner", "US": "Forensic Physician",
                          "CA": "Physician Examiner", "AU": "Forensic Medical Officer", "NZ": "Medical Examiner"}[cc]
            if not doc and p.role in ("Forensic Physician", "FME", "Forensic Medical Officer", "Medical Examiner"):
                p.role = "Forensic Nurse Examiner"
        else:
            p.role = {"cw": V["cw"], "isva": V["adv_long"], "gp": {"US": "Primary Care Physician", "CA": "Family Physician"}.get(cc, "GP"),
                      "paed": "Consultant Paediatrician" if cc not in ("US", "CA") else "Child Abuse Pediatrician",
                      "nurse": "Staff Nurse" if cc in ("GB", "IE") else "Registered Nurse",
                      "admin": r.choice(["Administrator", "Booking Coordinator", "Medical Secretary"]),
                      "sh": "Sexual Health Registrar" if cc in ("GB", "IE") else "Sexual Health Physician",
                      "pharm": "Pharmacist", "sci": "Forensic Scientist"}[kind]
        p.cred = r.choice(V["dr_cred"]) if doc else (r.choice(V["nurse_cred"]) if kind in ("exam", "nurse") else "")
        if kind == "pharm":
            p.cred = {"GB": "MRPharmS", "IE": "MPSI", "US": "PharmD", "CA": "RPh", "AU": "BPharm", "NZ": "BPharm"}[cc]
        p.lic_label, p.lic = self.licence(doc, kind)
        p.phone = core.phone(r, cc, "land")
        if r.random() < 0.3:
            p.phone += core.extension(r)
        p.pager = core.phone(r, cc, "pager")
        p.email = self.email(p, dom=self.sarc["dom"] if kind in ("exam", "cw", "admin", "nurse") else None)
        p.user = self.username(p)
        return p

    def officer(self):
        r = self.r
        p = self.person("F" if r.random() < 0.45 else "M", "FAMILY")
        p.rank = r.choice(self.V["ranks"])
        p.collar = r.choice([digits(r, 4), digits(r, 4), digits(r, 5), letters(r, 1) + digits(r, 4)])
        p.phone = core.phone(self.r, self.cc, r.choice(["land", "mobile"]))
        p.email = self.email(p, dom=self.org_domain(self.force) if self.force else "police.example.net")
        return p

    def make_family(self):
        r = self.r
        fam = []
        if self.child:
            rels = [("mother", "F"), ("father", "M")] if r.random() < 0.5 else \
                   [r.choice([("mother", "F"), ("father", "M"), ("grandmother", "F"), ("foster carer", "F"),
                              ("aunt", "F")])]
        else:
            rels = [r.choice([("partner", r.choice("FM")), ("friend", "F"), ("sister", "F"), ("mother", "F"),
                              ("flatmate", r.choice("FM")), ("husband", "M"), ("brother", "M"), ("wife", "F")])]
        for rel, sex in rels:
            p = self.person(sex, "FAMILY")
            p.rel = rel
            if rel in ("mother", "father", "sister", "brother") and r.random() < 0.7:
                p.last = self.pt.last
            p.phone = core.phone(r, self.cc, r.choice(["mobile", "mobile", "land"]))
            p.prof = r.choice(P.PROFESSIONS) if r.random() < 0.55 else None
            if rel in ("mother", "father", "aunt", "foster carer"):
                p.age = self.pt.age + r.randrange(19, 42)
            elif rel == "grandmother":
                p.age = self.pt.age + r.randrange(40, 62)
            elif rel in ("friend", "flatmate", "sister", "brother", "partner", "husband", "wife"):
                p.age = max(16, self.pt.age + r.randrange(-6, 7))
            else:
                p.age = r.randrange(24, 60)
            p.email = self.email(p, personal=True)
            fam.append(p)
        if self.child and r.random() < 0.6:
            s = self.person(r.choice("FM"), "FAMILY")
            s.last = self.pt.last
            s.rel = "sister" if s.sex == "F" else "brother"
            s.age = r.randrange(2, 18)
            s.prof = None
            s.phone = None
            fam.append(s)
        return fam

    def make_suspect(self):
        r = self.r
        s = self.person("M" if r.random() < 0.93 else "F", "FAMILY")
        s.known = r.random() < 0.65
        if self.child:
            s.rel = r.choice(["stepfather", "uncle", "older cousin", "family friend", "neighbour",
                              "mother's partner", "babysitter", "older boy at school", "online contact"])
        else:
            s.rel = r.choice(["ex-partner", "stranger", "acquaintance", "colleague", "date met online",
                              "friend of a friend", "taxi driver", "partner", "neighbour", "landlord"])
        if s.rel in ("stranger",):
            s.known = False
        s.age = r.randrange(17, 62)
        s.prof = r.choice(P.SUSPECT_PROF) if r.random() < 0.6 else None
        s.vreg = self.vehicle()
        return s

    # ------------------------------------------------------------ names
    def nm(self, p, style="full"):
        t = p.typ
        mid_i = (p.mid[0] + ".") if p.mid else ""
        if style == "full":
            return (p.first + " " + p.last, t)
        if style == "fml":
            return (p.first + " " + (mid_i + " " if mid_i else "") + p.last, t)
        if style == "fmfull":
            return (p.first + " " + (p.mid + " " if p.mid else "") + p.last, t)
        if style == "LF":
            return (p.last.upper() + ", " + p.first, t)
        if style == "LFC":
            return (p.last.upper() + ", " + p.first.upper() + (" " + p.mid[0].upper() if p.mid else ""), t)
        if style == "Lf":
            return (p.last + ", " + p.first, t)
        if style == "first":
            return (p.first, t)
        if style == "last":
            return (p.last, t)
        if style == "caps":
            return (p.first.upper() + " " + p.last.upper(), t)
        if style == "tl":
            if p.title:
                return [p.title + " ", (p.last, t)]
            return (p.first + " " + p.last, t)
        if style == "tfl":
            if p.title:
                return [p.title + " ", (p.first + " " + p.last, t)]
            return (p.first + " " + p.last, t)
        if style == "ini":
            return (p.first[0] + "." + p.last[0] + ".", t)
        if style == "ini2":
            return (p.first[0] + p.last[0], t)
        if style == "fi_last":
            return (p.first[0] + ". " + p.last, t)
        if style == "f_l":
            return (p.first[0] + " " + p.last, t)
        if style == "nick":
            return (getattr(p, "nick", None) or p.first, t)
        raise ValueError(style)

    def rnm(self, p, styles=("full", "full", "fml", "tl", "LF", "fi_last")):
        return self.nm(p, self.r.choice(styles))

    def sig(self, p, with_lic=True):
        """Clinician signature line pieces: Dr [Name], cred, role, licence."""
        r = self.r
        out = []
        if p.title and r.random() < 0.8:
            out.append(p.title + " ")
        out.append(self.nm(p, r.choice(["full", "full", "fml", "fi_last"])))
        if p.cred:
            out.append(", " + p.cred)
        out.append("\n" + p.role)
        if with_lic:
            out += ["\n" + p.lic_label + " ", (p.lic, "LICENSE")]
        return out

    # ------------------------------------------------------------ dates / ages
    def D(self, d, style=None):
        return (fmt_date(d, style or self.ds), "DATE")

    def DL(self, d):
        return (fmt_date(d, self.r.choice(LONG_STYLES[self.cc])), "DATE")

    def DR(self, d):
        return (fmt_date(d, self.r.choice(DATE_STYLES[self.cc] + LONG_STYLES[self.cc])), "DATE")

    def AGE(self, n=None, words=False):
        n = self.pt.age if n is None else n
        return (core.num_words(n) if words else str(n), "AGE")

    def age_phrase(self, n=None):
        n = self.pt.age if n is None else n
        k = self.r.randrange(7)
        if k == 0:
            return [(str(n), "AGE"), "-year-old"]
        if k == 1:
            return ["aged ", (str(n), "AGE")]
        if k == 2:
            return [(str(n), "AGE"), " yo"]
        if k == 3:
            return [(str(n), "AGE"), "yo"]
        if k == 4:
            return [(str(n), "AGE"), " y/o"]
        if k == 5:
            return ["aged ", (core.num_words(n), "AGE")]
        return [(core.num_words(n), "AGE"), "-year-old"]

    def sexch(self, p=None):
        p = p or self.pt
        return p.sex

    def she(self, cap=False):
        s = "she" if self.pt.sex == "F" else "he"
        return s.capitalize() if cap else s

    def her(self, cap=False):
        s = "her" if self.pt.sex == "F" else "his"
        return s.capitalize() if cap else s

    # ------------------------------------------------------------ places
    def town_name(self):
        r = self.r
        if self.cc == "IE" and r.random() < 0.5:
            return r.choice(P.IE_TOWNS)
        if self.cc == "NZ" and r.random() < 0.4:
            return r.choice(P.NZ_TOWNS)
        t = r.choice(P.TOWN_PRE) + r.choice(P.TOWN_SUF)
        for ch in "lnrst":
            t = t.replace(ch * 3, ch * 2)
        if r.random() < 0.12:
            t += " " + r.choice(P.TOWN_EXTRA[self.cc])
        return t

    def fill(self, form):
        return form.format(t=self.town_name(), w=self.r.choice(P.STREET_W + P.SARC_WORDS),
                           s=self.r.choice(P.SAINTS))

    def street(self):
        r = self.r
        cc = self.cc
        suf = r.choice(P.STREET_SUF[cc])
        if cc in ("US", "CA", "AU") and r.random() < 0.45:
            suf = P.STREET_ABBR.get(suf, suf)
        base = r.choice(P.STREET_W) + " " + suf
        n = str(r.randrange(1, 240 if cc not in ("US", "CA") else 9800))
        k = r.random()
        if cc == "GB" and k < 0.25:
            return "Flat %d, %s %s" % (r.randrange(1, 30), n, base)
        if cc == "US" and k < 0.25:
            return "%s %s, Apt %s%s" % (n, base, r.randrange(1, 40), r.choice(["", "A", "B", "C"]))
        if cc == "CA" and k < 0.25:
            return "%d-%s %s" % (r.randrange(101, 2400), n, base)
        if cc == "AU" and k < 0.3:
            return "%s%d/%s %s" % (r.choice(["", "Unit "]), r.randrange(1, 20), n, base)
        if cc == "NZ" and k < 0.25:
            return "%d/%s %s" % (r.randrange(1, 12), n, base)
        if cc == "IE" and k < 0.2:
            return "Apt %d, %s" % (r.randrange(1, 60), base)
        return "%s %s" % (n, base)

    def address(self):
        r = self.r
        cc = self.cc
        a = {"street": self.street(), "town": self.town_name(), "region": None, "rabbr": None, "county": None}
        if cc in P.REGIONS:
            a["region"], a["rabbr"] = r.choice(P.REGIONS[cc])
        if cc == "GB" and r.random() < 0.4:
            a["county"] = r.choice(P.GB_COUNTIES)
        if cc == "IE":
            a["county"] = r.choice(P.IE_COUNTIES)
        a["postcode"] = core.postcode(r, cc, a["rabbr"])
        return a

    def addr(self, a, multi=False, parts=("street", "town", "region", "zip")):
        r = self.r
        cc = self.cc
        sep = "\n" if multi else ", "
        out = []
        if "street" in parts:
            out += [(a["street"], "STREET"), sep]
        out.append((a["town"], "CITY"))
        if cc == "GB" and a["county"] and "region" in parts:
            out += [sep, (a["county"], "CITY")]
        if cc == "IE" and "region" in parts:
            out += [sep, r.choice(["Co. ", "County ", "Co "]), (a["county"], "CITY")]
        if cc in ("US", "CA", "AU") and "region" in parts:
            full = r.random() < 0.15
            out += [", " if not multi or r.random() < 0.7 else sep, (a["region"] if full else a["rabbr"], "STATE")]
            if "zip" in parts:
                out += ["  " if cc == "CA" and r.random() < 0.3 else " ", (a["postcode"], "ZIP")]
            return out
        if cc == "NZ" and "region" in parts and r.random() < 0.4:
            out += [sep, (a["region"], "STATE")]
        if "zip" in parts:
            out += [" " if cc == "NZ" else sep, (a["postcode"], "ZIP")]
        return out

    def hospital_name(self):
        cc = self.cc
        forms = {"GB": ["{t} General Hospital", "{t} Royal Infirmary", "St {s}'s Hospital", "{t} District General"],
                 "IE": ["University Hospital {t}", "{t} Regional Hospital", "St {s}'s University Hospital"],
                 "US": ["{t} Regional Medical Center", "{t} Memorial Hospital", "St. {s} Medical Center"],
                 "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "St. {s}'s Hospital"],
                 "AU": ["{t} Base Hospital", "{t} Hospital", "Royal {t} Hospital"],
                 "NZ": ["{t} Hospital", "{t} Base Hospital"]}[cc]
        return self.fill(self.r.choice(forms))

    def practice_name(self):
        forms = {"GB": ["{w} Surgery", "{t} Medical Centre", "{w} Health Centre", "{w} Road Surgery"],
                 "IE": ["{w} Medical Centre", "{t} Family Practice", "{w} Clinic"],
                 "US": ["{t} Family Medicine", "{w} Primary Care", "{t} Community Health Center"],
                 "CA": ["{t} Family Health Team", "{w} Medical Clinic"],
                 "AU": ["{t} Medical Centre", "{w} Street Family Practice", "{w} General Practice"],
                 "NZ": ["{t} Medical Centre", "{w} Health", "{w} Family Doctors"]}[self.cc]
        return self.fill(self.r.choice(forms))

    def make_sarc(self):
        r = self.r
        cc = self.cc
        w = r.choice(P.SARC_WORDS)
        forms = {"GB": ["%s House SARC" % w, "The %s Centre" % w, "%s SARC" % self.town_name(), "%s Suite" % w],
                 "IE": ["SATU %s" % self.town_name(), "%s Sexual Assault Treatment Unit" % self.town_name()],
                 "US": ["%s Forensic Nursing Services" % self.town_name(), "%s Center" % w,
                        "%s SANE Program" % self.town_name()],
                 "CA": ["%s Sexual Assault Care Centre" % self.town_name(), "%s House" % w],
                 "AU": ["%s Sexual Assault Service" % self.town_name(), "%s Centre" % w],
                 "NZ": ["%s House" % w, "%s Sexual Harm Service" % self.town_name()]}[cc]
        name = r.choice(forms)
        a = self.address()
        dom = r.choice([slug(w) + "." + r.choice(core.EX_DOMAINS), slug(name).replace("-", "") + ".example.org",
                        "sarc." + r.choice(core.EX_DOMAINS)])
        return {"name": name, "addr": a, "phone": core.phone(r, cc, "land"), "fax": core.phone(r, cc, "land"),
                "dom": dom, "email": r.choice(["referrals", "bookings", "admin", "sarc", "enquiries", "info"]) + "@" + dom,
                "url": r.choice(["www.", "https://www.", "https://", ""]) + dom + r.choice(["", "/self-referral", "/refer", "/info"]),
                "room": r.choice(["1", "2", "3", "2A", "1B", "4"]), "unit": r.choice(["Suite", "Room", "Exam Room", "Forensic Room"])}

    def police_force(self):
        r = self.r
        cc = self.cc
        if cc == "GB":
            return self.fill(r.choice(["{t}shire Police", "{t} Constabulary", "{w} Valley Police"]))
        if cc == "US":
            return self.fill(r.choice(["{t} Police Department", "{t} County Sheriff's Office", "{t} PD"]))
        if cc == "CA":
            return self.fill(r.choice(["{t} Police Service", "{t} Regional Police"]))
        if cc == "AU":
            return self.fill("{t} Police District")
        return None  # NZ Police / An Garda Siochana are national: not PHI

    def org_domain(self, name):
        if not name:
            return "example.net"
        return slug(name).replace("-", "")[:18] + "." + core.EX_DOMAINS[sum(ord(ch) for ch in name) % 3]

    # ------------------------------------------------------------ contacts / ids
    def email(self, p, dom=None, personal=False):
        r = self.r
        f, l = slug(p.first).replace("-", ""), slug(p.last).replace("-", "")
        if personal:
            loc = r.choice([f + "." + l, f + l + digits(r, 2), f[0] + l, f + "_" + l[:4] + digits(r, 2),
                            l + f[0] + digits(r, 3), f + "." + l[0] + digits(r, 2)])
            return loc + "@" + r.choice(core.EX_DOMAINS + ["mail.example.com", "inbox.example.net"])
        loc = r.choice([f + "." + l, f[0] + "." + l, f + l[0], l + "." + f[0]])
        return loc + "@" + (dom or r.choice(["nhs.example.net", "health.example.org", "example.org", "hse.example.net"]))

    def username(self, p):
        r = self.r
        f, l = slug(p.first).replace("-", ""), slug(p.last).replace("-", "")
        return r.choice([f[0] + l, l + f[0], f[0] + l + digits(r, 1), f + "." + l, (l + "." + f[0]).upper(),
                         f[0] + l[:6] + digits(r, 2), "fne_" + l[:7]])

    def licence(self, doc, kind):
        return ids.licence(self.r, self.cc, doc, kind)

    def mrn_value(self):
        return ids.mrn(self.r, self.cc)

    def healthplan_value(self):
        return ids.healthplan(self.r, self.cc)

    def ssn_value(self):
        return ids.ssn(self.r, self.cc)

    def crime_ref(self, y):
        return ids.crime_ref(self.r, self.cc, y)

    def vehicle(self):
        return ids.vehicle(self.r, self.cc)

    def seal(self):
        return ids.seal(self.r)

    def phone_new(self, kind="land"):
        return core.phone(self.r, self.cc, kind)


def slug(s):
    return core.slug(s)
