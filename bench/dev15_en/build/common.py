"""Shared note pieces: context, headers, patient blocks, signatures and audit lines."""
import datetime as dt

import pools
from doc import (Doc, Person, make_person, make_clin, relative, age_segs, decade_segs, email_for, url_for,
                 ip_addr, username_for, handle_for, rand_date, dob_for_age, age_at, time_str, num_words, slug,
                 org_domain)
from locales import D, L, AN, MONTHS, MON, WEEKDAYS, WD, ordinal, fmt_date


KIN_SEX = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "son": "M", "daughter": "F", "sister": "F",
           "brother": "M", "niece": "F", "nephew": "M", "daughter-in-law": "F", "son-in-law": "M", "grandson": "M",
           "granddaughter": "F", "aunt": "F", "uncle": "M", "mum": "F", "dad": "M", "stepfather": "M", "stepmother": "F",
           "grandmother": "F", "grandfather": "M"}


class Ctx:
    def __init__(self, rng, loc, genre):
        self.r = rng
        self.L = loc
        self.genre = genre
        self.uk = loc.code not in ("US", "PH")
        self.visit = rand_date(rng, dt.date(2018, 1, 1), dt.date(2025, 6, 30))
        self.main_style = rng.choice(loc.date_styles)

    # ---- segments ----------------------------------------------------------
    def date(self, d, style=None):
        if style is None and self.r.random() < 0.7:
            style = self.main_style
        return (self.L.date(d, style), "DATE")

    def kin(self, base, labels=None):
        """A relative or companion with a label consistent with sex; returns (person, label)."""
        labels = labels or ["wife", "husband", "mother", "father", "son", "daughter", "sister", "brother", "partner"]
        lab = self.r.choice(labels)
        sex = KIN_SEX.get(lab) or self.r.choice("FM")
        if lab in ("partner", "friend", "flatmate", "neighbour", "colleague", "carer"):
            same = self.r.random() < 0.1
        elif lab in ("wife", "husband"):
            same = self.r.random() < 0.6
        elif lab in ("daughter-in-law", "son-in-law", "niece", "nephew", "cousin", "aunt", "uncle"):
            same = self.r.random() < 0.3
        else:
            same = self.r.random() < 0.75
        return relative(self.r, self.L, base, sex, same), lab

    def sdate(self, d, weekday=False):
        return (self.L.short_date(d, weekday), "DATE")

    def year(self, d):
        return (str(d.year), "DATE")

    def my(self, d):
        return (self.L.month_year(d), "DATE")

    def phone(self, kind="land", ext=False, typ="PHONE"):
        if kind == "mobile":
            v = self.L.mobile()
        elif kind == "fax":
            v = self.L.fax()
        else:
            v = self.L.phone()
        if ext:
            v += self.L.ext()
        return (v, typ)

    def pname(self, p, kind=None, typ="PATIENT"):
        return (p.form(self.r, kind), typ)

    def dr(self, c, kind=None, title=None, cred=None):
        """Clinician name with title/credentials outside the span."""
        r = self.r
        is_doc = c.kind == "doctor"
        if title is None:
            title = is_doc and r.random() < 0.75
        if cred is None:
            cred = r.random() < 0.6
        segs = []
        if title:
            segs.append(r.choice(["Dr ", "Dr. ", "Dr "] if self.uk else ["Dr. ", "Dr. ", "Dr "]) if is_doc else
                        r.choice(["Nurse ", "Sr ", ""]) if c.kind == "nurse" and self.uk else "")
        k = kind or r.choice(["full", "full", "init_last", "last", "full_mid"] if title else ["full", "full", "full_mid"])
        if title and k == "last" and not is_doc:
            k = "full"
        segs.append((c.p.form(r, k), "DOCTOR"))
        if cred:
            segs.append(r.choice([", ", " "]) + c.cred)
        return segs

    def clin(self, kind="doctor", spec=None):
        return make_clin(self.r, self.L, kind, spec)

    def person(self, sex=None, origin=None, surname=None, with_middle=None):
        return make_person(self.r, self.L, sex=sex, origin=origin, surname=surname, with_middle=with_middle)

    def rel(self, base, sex, same=True):
        return relative(self.r, self.L, base, sex, same)

    def age(self, a, sex=None, style=None, noun=None):
        return age_segs(self.r, a, sex, style, noun)

    def title(self, p):
        t = p.title(self.r, self.uk)
        return t + " "

    def email(self, p, domain=None):
        return (email_for(self.r, p, domain, self.L.code), "EMAIL")

    def org_email(self, org, prefix=None):
        pre = prefix or self.r.choice(["info", "referrals", "admin", "enquiries", "reception", "billing", "occhealth"])
        return (f"{pre}@{org_domain(org, self.L.code)}", "EMAIL")

    def url(self, org):
        return (url_for(self.r, org, self.L.code), "URL")

    def ip(self):
        return (ip_addr(self.r), "IPADDR")

    def user(self, p):
        return (username_for(self.r, p), "USERNAME")

    def prof(self, job):
        return (job, "PROFESSION")

    def job(self):
        return self.r.choice(pools.professions_for(self.L.code))

    def mrn(self):
        v, lab = self.L.mrn()
        return lab, (v, "MRN")

    def nhid(self):
        x = self.L.national_health_id()
        if not x:
            return None
        v, lab = x
        return lab, (v, "MRN")

    def ssn(self):
        x = self.L.ssn()
        if not x:
            return None
        v, lab = x
        return lab, (v, "SSN")

    def hplan(self):
        v, lab = self.L.health_plan()
        return lab, (v, "HEALTHPLAN")

    def lic(self, kind="doctor"):
        v, lab = self.L.doc_licence(kind)
        return lab, (v, "LICENSE")

    def addr(self, one_line=True, with_country=False, sep=None):
        return self.L.address(one_line, with_country, sep)

    def pick(self, *xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def sp(self, s):
        """Spelling: pick UK or US variant from 'uk|us'."""
        a, b = s.split("|")
        return a if self.L.spelling == "uk" else b

    def dob_for(self, age):
        return dob_for_age(self.r, self.visit, age)


# ---------------------------------------------------------------------------
def facility_header(c, d, name, dept=None, addr=True, phone=True, fax=True, url=False, email=False):
    r = c.r
    d((name, "HOSPITAL"))
    if dept:
        d(r.choice([" — ", "\n", " | ", ", "]), dept)
    d("\n")
    if addr:
        d(c.addr(one_line=r.random() < 0.7), "\n")
    bits = []
    if phone:
        bits.append([r.choice(["Tel: ", "Ph: ", "Phone ", "T: ", "Tel. "]), c.phone(ext=r.random() < 0.2)])
    if fax:
        bits.append([r.choice(["Fax: ", "Fax ", "F: "]), c.phone("fax", typ="FAX")])
    if email:
        bits.append([r.choice(["Email: ", "E: ", ""]), c.org_email(name)])
    if url:
        bits.append([r.choice(["Web: ", "", "W: "]), c.url(name)])
    for i, b in enumerate(bits):
        d(b)
        d(r.choice(["  |  ", " · ", "\n", "   "]) if i < len(bits) - 1 else "\n")
    d("\n")


def audit_line(c, d, clin, when=None):
    """Electronic signature / audit trail line with username and IP."""
    r = c.r
    when = when or c.visit
    k = r.randrange(4)
    if k == 0:
        d("Electronically signed by ", (clin.p.full(), "DOCTOR"), " (user: ", c.user(clin.p), ") on ", c.date(when), " ",
          time_str(r), ".\n")
    elif k == 1:
        d("[Audit] ", c.date(when, "iso"), " ", time_str(r), " signed by ", c.user(clin.p), " from ", c.ip(), "\n")
    elif k == 2:
        d("Signed: ", c.user(clin.p), " | workstation ", c.ip(), " | ", c.date(when), "\n")
    else:
        d("E-signed ", c.date(when), " ", time_str(r), " — ", (clin.p.full(), "DOCTOR"), ", login ", c.user(clin.p), "\n")


def transcription_line(c, d, author, typist=None):
    r = c.r
    typist = typist or c.person()
    ai = author.p.initials()
    ti = typist.initials().lower()
    k = r.randrange(3)
    if k == 0:
        d((ai, "DOCTOR"), "/", (ti, "DOCTOR"), "\n")
    elif k == 1:
        d("DD/", (ti, "DOCTOR"), "  D: ", c.date(c.visit), "  T: ", c.date(c.visit + dt.timedelta(days=r.randint(0, 3))), "\n")
    else:
        d("Dictated by ", (author.p.form(r, "init_last"), "DOCTOR"), "; typed by ", (typist.full(), "DOCTOR"), "\n")


def patient_line(c, d, p, age, dob, mrn=None, extra_id=None, sex=True):
    """Compact identity line in a variety of layouts."""
    r = c.r
    mrn = mrn or c.mrn()
    k = r.randrange(4)
    sx = p.sex if sex else None
    if k == 0:
        d("Patient: ", c.pname(p, r.choice(["LAST_FIRST", "full", "last_first", "LAST_First"])), "\n",
          "DOB: ", c.date(dob), "   Age: ", (str(age), "AGE"), "   Sex: ", "Male" if p.sex == "M" else "Female", "\n",
          mrn[0], " ", mrn[1], "\n")
    elif k == 1:
        d("Name: ", c.pname(p), " | D.O.B. ", c.date(dob), " (", (str(age), "AGE"), r.choice(["y", " yrs", ""]), ") | ", mrn[0], " ",
          mrn[1], "\n")
    elif k == 2:
        d("Pt: ", c.pname(p, "LAST_FIRST"), "  ", (str(age), "AGE"), p.sex, "  ", mrn[0], " ", mrn[1], "  DOB ", c.date(dob), "\n")
    else:
        d("RE: ", c.pname(p, r.choice(["full", "full_mid", "full_mid_word"])), ", born ", c.date(dob), "\n", mrn[0], " ", mrn[1])
        d("\n")
    if extra_id:
        d(extra_id[0], " ", extra_id[1], "\n")
