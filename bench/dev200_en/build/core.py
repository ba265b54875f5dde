"""Note builder, per-note case context and shared blocks for dev200_en (author 200).

Offsets are computed in a single pass: every piece of text is appended in order and
a PHI piece records its span (start = length so far) at the moment it is appended.
"""
import datetime as dt
import re

import ids
import people as H
import pools as P

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []
        self.ctx = {}

    def _add(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def t(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, tuple):
                val, typ = it
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % (val,))
                start = self.pos
                s = self._add(val)
                self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                                   "type": typ, "text": s})
            elif isinstance(it, list):
                self.t(*it)
            else:
                self._add(str(it))
        return self

    def f(self, tmpl, **kw):
        """Template with {key} slots; values: str (plain), (value, TYPE) or list."""
        last = 0
        for m in _PH.finditer(tmpl):
            self._add(tmpl[last:m.start()]) if m.start() > last else None
            key = m.group(1)
            val = kw[key] if key in kw else self.ctx[key]
            self.t(val)
            last = m.end()
        if last < len(tmpl):
            self._add(tmpl[last:])
        return self

    def text(self):
        return "".join(self.parts)


# ------------------------------------------------------------------ clinicians
CREDS = {
    "eye": {"AU": ["FRANZCO", "MBBS FRANZCO", "MBBS (Hons) FRANZCO"],
            "UK": ["FRCOphth", "MBChB FRCOphth", "BM BCh FRCOphth"],
            "CA": ["MD, FRCSC", "MD FRCSC", "MD, FRCSC, DABO"]},
    "optom": {"AU": ["BOptom", "B.Optom (Hons) GradCertOcTher", "BVisSc MOptom"],
              "UK": ["BSc (Hons) MCOptom", "MCOptom Prof Cert Glaucoma", "BSc MCOptom IP"],
              "CA": ["OD", "OD, FAAO"]},
    "aud": {"AU": ["MClinAud MAudSA(CCP)", "BSc MAud", "MAud, MAudSA"],
            "UK": ["MSc, Clinical Scientist (Audiology)", "FdSc Hearing Aid Audiology",
                   "BSc (Hons) Audiology"],
            "CA": ["MSc, Aud(C)", "Au.D., Reg. CASLPO", "MClSc, Aud(C)"]},
    "dent": {"AU": ["BDSc", "BDS (Adel)", "DDS"], "UK": ["BDS", "BDS MJDF RCS", "BChD"],
             "CA": ["DMD", "DDS", "DDS, FAGD"]},
    "omfs": {"AU": ["MBBS BDSc FRACDS(OMS)", "BDS MBBS FRACDS(OMS)"],
             "UK": ["BDS MBBS FDS FRCS(OMFS)", "BDS MB ChB FRCS (OMFS)"],
             "CA": ["DDS, MD, FRCD(C)", "DMD, MSc, FRCD(C)"]},
    "ortho": {"AU": ["BDSc MDSc (Orth)", "BDS DClinDent (Orth)"],
              "UK": ["BDS MOrth RCS", "BDS MSc MOrth RCSEd"],
              "CA": ["DMD, MSc, FRCD(C)", "DDS, MSc, Cert. Ortho"]},
    "nurse": {"AU": ["RN", "RN, CNS"], "UK": ["RGN", "RN", "ENP"], "CA": ["RN", "RN, BScN"]},
    "orthoptist": {"AU": ["BAppSc (Orth)", "Orthoptist"], "UK": ["BMedSci (Orth)", "HCPC Orthoptist"],
                   "CA": ["COC", "Orthoptist"]},
    "md": {"AU": ["MBBS FRACGP", "MBBS", "FRACGP"], "UK": ["MBChB MRCGP", "MRCGP"],
           "CA": ["MD, CCFP", "MD"]},
}
ROLE = {
    "eye": ["Consultant Ophthalmologist", "Ophthalmologist", "Ophthalmic Surgeon",
            "Glaucoma Fellow", "Medical Retina Consultant"],
    "optom": ["Optometrist", "Optometrist", "Hospital Optometrist"],
    "aud": ["Audiologist", "Clinical Audiologist", "Senior Audiologist", "Hearing Aid Audiologist"],
    "dent": ["General Dental Practitioner", "Dentist", "Associate Dentist"],
    "omfs": ["Oral & Maxillofacial Surgeon", "Consultant OMFS", "Oral Surgeon"],
    "ortho": ["Specialist Orthodontist", "Orthodontist", "Consultant Orthodontist"],
    "nurse": ["Registered Nurse", "Clinical Nurse", "Ophthalmic Nurse", "Theatre Nurse"],
    "orthoptist": ["Orthoptist", "Senior Orthoptist"],
    "md": ["General Practitioner", "GP"],
}


def make_clin(rng, c, prof, female_p=0.5):
    p = H.make_clinician(rng, female_p)
    p.prof = prof
    p.creds = rng.choice(CREDS[prof][c])
    p.role = rng.choice(ROLE[prof])
    p.reg = ids.reg_no(rng, c, prof if prof in ids.REG_LABEL[c] else "md")
    p.reglabel = ids.REG_LABEL[c].get(prof, "Reg.")
    if prof in ("eye", "omfs") and c == "UK" and rng.random() < 0.7:
        p.dtitle = "Mr" if p.sex == "M" else rng.choice(["Ms", "Miss"])
    elif prof in ("optom", "aud", "nurse", "orthoptist"):
        p.dtitle = "Dr" if (c == "CA" and prof == "optom") or p.creds.startswith("Au.D") else ""
    else:
        p.dtitle = "Dr"
    return p


# ------------------------------------------------------------------ case
def weekday(d):
    """Clinics rarely run at weekends: move Saturday/Sunday to the Monday after."""
    wd = d.weekday()
    return d + dt.timedelta(days=7 - wd) if wd >= 5 else d


class Case:
    def __init__(self, rng, country, lower, age=(18, 92), start=dt.date(2019, 1, 1),
                 end=dt.date(2025, 6, 30)):
        self.rng, self.c = rng, country
        self.d = Doc(lower)
        self.visit = weekday(H.rdate(rng, start, end))
        self.ds = rng.choice(H.DATE_STYLES[country])
        self.age = rng.randint(*age)
        self.pt = H.make_person(rng, age=self.age, ref=self.visit)
        self.addr = H.make_address(rng, country)
        self.mrn = ids.mrn(rng, country)
        self.hlabel, self.hno = ids.health_no(rng, country, self.addr.region)
        self.phone = H.phone(rng, country, "land", self.addr.area)
        self.mobile = H.phone(rng, country, "mobile")

    # convenience -------------------------------------------------------
    def D(self, d, style=None):
        return (H.fdate(d, style or self.ds, self.c), "DATE")

    def later(self, lo, hi):
        return weekday(self.visit + dt.timedelta(days=self.rng.randint(lo, hi)))

    def earlier(self, lo, hi):
        return weekday(self.visit - dt.timedelta(days=self.rng.randint(lo, hi)))

    def N(self, p, typ, forms=("full", "fullm", "REV", "rev", "isn")):
        return (getattr(p, self.rng.choice(forms))(), typ)

    def dr(self, p, forms=("full", "fullm", "isn")):
        """Clinician with title outside the span (title may be empty)."""
        t = getattr(p, "dtitle", "Dr")
        nm = (getattr(p, self.rng.choice(forms))(), "DOCTOR")
        return [t + " ", nm] if t else [nm]

    def drs(self, p):
        """Title + surname only."""
        t = getattr(p, "dtitle", "Dr") or "Dr"
        return [t + " ", (p.surname, "DOCTOR")]

    def pts(self):
        return [self.pt.title + " ", (self.pt.surname, "PATIENT")]

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    def him(self):
        return "him" if self.pt.sex == "M" else "her"

    def age_item(self):
        return (str(self.age), "AGE")


# ------------------------------------------------------------------ shared blocks
def letterhead(cs, site, dept=None, upper=None, url_p=0.5, email_p=0.6):
    d, rng = cs.d, cs.rng
    upper = rng.random() < 0.4 if upper is None else upper
    d.t((site.name.upper() if upper else site.name, "HOSPITAL"), "\n")
    if dept:
        d.t(dept, "\n")
    if rng.random() < 0.5:
        d.t(site.addr.oneline(rng), "\n")
    else:
        d.t(site.addr.multiline(rng), "\n")
    sep = rng.choice(["  ", " | ", "   ", "\n"])
    d.t(rng.choice(["Tel: ", "Ph: ", "Phone ", "T: "]), (site.phone, "PHONE"), sep,
        rng.choice(["Fax: ", "F: ", "Fax "]), (site.fax, "FAX"), "\n")
    extra = []
    if rng.random() < email_p:
        extra.append([rng.choice(["Email: ", "E: ", ""]), (site.email, "EMAIL")])
    if rng.random() < url_p:
        extra.append([rng.choice(["Web: ", "", "W: "]), (site.url, "URL")])
    for i, e in enumerate(extra):
        d.t(e, "  " if i + 1 < len(extra) else "\n")
    d.t(rng.choice(["-" * 60, "=" * 60, "_" * 48, ""]), "\n")


def pt_block(cs, fields=("name", "dob", "mrn", "hno", "addr", "phone"), labels=None):
    """Patient identification block; label words vary by country."""
    d, rng, c = cs.d, cs.rng, cs.c
    mrn_lab = {"AU": ["UR No", "URN", "MRN", "UR"], "UK": ["Hospital No", "Hosp No", "MRN",
                                                          "Unit No"],
               "CA": ["Chart #", "MRN", "Chart No.", "Hospital #"]}[c]
    sep = rng.choice([": ", ":  ", " - ", ":\t"])
    for f in fields:
        if f == "name":
            d.t(rng.choice(["Patient", "Name", "Patient name", "RE"]), sep,
                cs.N(cs.pt, "PATIENT", ("REV", "REVALL", "full", "fullm", "rev")))
            if rng.random() < 0.4:
                d.t(" (", rng.choice(["M", "Male"]) if cs.pt.sex == "M" else
                    rng.choice(["F", "Female"]), ")")
            d.t("\n")
        elif f == "dob":
            d.t(rng.choice(["DOB", "D.O.B.", "Date of birth", "Born"]), sep, cs.D(cs.pt.dob))
            if rng.random() < 0.6:
                a, b = rng.choice([(" (", " yrs)"), (" (", "y)"), ("  Age: ", ""),
                                   (" - ", " years"), (" (aged ", ")")])
                d.t(a, cs.age_item(), b)
            d.t("\n")
        elif f == "mrn":
            d.t(rng.choice(mrn_lab), sep, (cs.mrn, "MRN"), "\n")
        elif f == "hno":
            d.t(cs.hlabel, sep, (cs.hno, "HEALTHPLAN"), "\n")
        elif f == "addr":
            d.t(rng.choice(["Address", "Addr", "Home address"]), sep, cs.addr.oneline(rng), "\n")
        elif f == "phone":
            d.t(rng.choice(["Phone", "Ph", "Tel", "Contact"]), sep, (cs.phone, "PHONE"))
            if rng.random() < 0.6:
                d.t(rng.choice([" / mob ", "  Mobile: ", " (m) "]), (cs.mobile, "PHONE"))
            d.t("\n")


def signoff(cs, clin, closing=True, reg_p=0.7, prov_p=0.3):
    d, rng, c = cs.d, cs.rng, cs.c
    if closing:
        d.t(rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Regards,",
                        "With best wishes,", "Sincerely,"]), "\n\n")
        if rng.random() < 0.3:
            d.t("[electronically signed]\n")
    d.t(cs.dr(clin, ("full", "fullm", "isn")))
    if rng.random() < 0.5:
        d.t(", ", clin.creds, "\n")
    else:
        d.t("\n", clin.creds, "\n")
    d.t(clin.role, "\n")
    if rng.random() < reg_p:
        d.t(clin.reglabel, rng.choice([" ", ": "]), (clin.reg, "LICENSE"))
        if c == "AU" and rng.random() < prov_p / 0.7:
            d.t(rng.choice(["  Provider No. ", " | Prov no ", "\nProvider number: "]),
                (ids.provider_no(rng), "LICENSE"))
        d.t("\n")


def cc_gp(cs, gp=None, practice=None):
    d, rng, c = cs.d, cs.rng, cs.c
    gp = gp or make_clin(rng, c, "md")
    practice = practice or H.make_site(rng, c, P.GP_FORMS[c])
    d.t(rng.choice(["cc: ", "CC: ", "Copy to: ", "cc. "]), cs.dr(gp, ("full", "isn")), ", ",
        (practice.name, "HOSPITAL"))
    if rng.random() < 0.6:
        d.t(", ", practice.addr.oneline(rng))
    d.t("\n")
    return gp, practice


def typist(cs, author, when=None):
    d, rng = cs.d, cs.rng
    ty = H.make_clinician(rng, 0.8)
    when = when or cs.later(0, 6)
    k = rng.randint(0, 3)
    if k == 0:
        d.t((author.ini2(), "DOCTOR"), "/", (ty.ini2().lower(), "DOCTOR"), "\n")
    elif k == 1:
        d.t("D: ", cs.D(cs.visit), "  T: ", cs.D(when), "  ", (author.ini2(), "DOCTOR"), "/",
            (ty.ini2().lower(), "DOCTOR"), "\n")
    elif k == 2:
        d.t("Dictated but not read. Typed by ", (ty.full(), "DOCTOR"), " on ", cs.D(when), "\n")
    else:
        d.t("DD: ", cs.D(cs.visit), " DT: ", cs.D(when), " (", (ty.ini2().lower(), "DOCTOR"),
            ")\n")
