"""Identifiers, organisations and the per-note case (patient, clinic, GP...)."""
import datetime as dt

import pools as PL
import phi
from phi import digits, letters, make_person, make_address, phone, P

# ------------------------------------------------------------ identifiers
def mrn_style(rng):
    return rng.choice(["pfx", "zeros", "dash", "plain", "yr"])


def mrn(rng, style, prefix="CL"):
    if style == "pfx":
        return "%s%s" % (prefix, digits(rng, 5))
    if style == "zeros":
        return "000%s" % digits(rng, 5)
    if style == "dash":
        return "%s-%s" % (prefix, digits(rng, 6))
    if style == "yr":
        return "%d-%s" % (rng.randint(18, 25), digits(rng, 4))
    return str(rng.randint(1000, 48999))


def national_mrn(rng, country):
    if country == "UK":
        return "%s %s %s" % ("9" + digits(rng, 2), digits(rng, 3), digits(rng, 4)), "NHS No."
    if country == "NZ":
        return letters(rng, 3, "ZYXWVUTS") + digits(rng, 4), "NHI"
    return None, None


def healthplan(rng, country, kind="member"):
    if country == "US":
        if kind == "medicare":
            return "%d%s%d-%s%d-%s%d%d" % (rng.randint(1, 9), letters(rng, 2), rng.randint(0, 9), letters(rng, 2),
                                            rng.randint(0, 9), letters(rng, 2), rng.randint(0, 9), rng.randint(0, 9))
        if kind == "group":
            return rng.choice(["GRP-%s", "G%s", "%s"]) % digits(rng, 5)
        return rng.choice(["%s%s", "%s-%s", "%s %s"]) % (letters(rng, 3), digits(rng, rng.choice([6, 8, 9])))
    if country == "AU":
        if kind == "medicare":
            return "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
        return rng.choice(["%s", "%s-01", "%s 02"]) % digits(rng, 8)
    if country == "CA":
        if kind == "medicare":
            return rng.choice(["%s %s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                               "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
        if kind == "group":
            return digits(rng, 6)
        return rng.choice(["%s%s", "%s-%s"]) % (letters(rng, 2), digits(rng, 7))
    if country == "UK":
        return rng.choice(["%s-%s-0%d", "%s%s/%d"]) % (letters(rng, 3), digits(rng, 7), rng.randint(1, 4))
    return rng.choice(["%s %s %s", "%s-%s-%s"]) % (letters(rng, 3), digits(rng, 3), digits(rng, 3))


def invoice(rng):
    return rng.choice(["INV-%s" % digits(rng, 6), "INV%s-%s" % (rng.randint(21, 25), digits(rng, 4)),
                       "#%s" % digits(rng, 6), "R%s" % digits(rng, 7), "%s/%s" % (digits(rng, 4), digits(rng, 3))]).lstrip("#")


def account_no(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "AC%s" % digits(rng, 6), digits(rng, 8)])


def booking_ref(rng):
    return rng.choice(["BK%s" % digits(rng, 6), "%s%s" % (letters(rng, 3), digits(rng, 4)), "APT-%s" % digits(rng, 7)])


def claim_no(rng, country):
    if country == "NZ":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 8)), "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))])
    return rng.choice(["CLM-%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 8)), "%s-%s-%s" % (digits(rng, 2), digits(rng, 6), digits(rng, 2))])


def idnum(rng, kind):
    if kind == "incident":
        return rng.choice(["IR-%d-%03d" % (rng.randint(2021, 2025), rng.randint(1, 400)), "INC%s" % digits(rng, 5)])
    if kind == "complaint":
        return rng.choice(["CMP-%s" % digits(rng, 4), "C%d/%s" % (rng.randint(21, 25), digits(rng, 3))])
    if kind == "referral":
        return rng.choice(["REF-%s" % digits(rng, 5), "RF%s" % digits(rng, 6), "ERS-%s-%s" % (digits(rng, 4), digits(rng, 4))])
    if kind == "accession":
        return rng.choice(["RX%d-%s" % (rng.randint(21, 25), digits(rng, 5)), "A%s" % digits(rng, 8), "MR-%s" % digits(rng, 6)])
    if kind == "auth":
        return rng.choice(["AUTH-%s" % digits(rng, 8), "PAR%s" % digits(rng, 7)])
    if kind == "lab":
        return rng.choice(["L%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 6))])
    if kind == "rx":
        return rng.choice(["RX-%s" % digits(rng, 6), "HB%s" % digits(rng, 5)])
    raise ValueError(kind)


def license_no(rng, country, modality):
    if country == "US":
        if rng.random() < 0.5:
            return "1" + digits(rng, 9), "NPI"
        pfx = {"chiro": "DC", "osteo": "DO", "acup": "AC", "massage": "MT", "naturo": "ND", "gp": "MD"}[modality]
        return rng.choice(["%s%s", "%s-%s", "%s.%s"]) % (pfx, digits(rng, 5)), rng.choice(["Lic.", "License #", "State lic."])
    if country == "UK":
        if modality == "chiro":
            return "0" + digits(rng, 4), "GCC reg."
        if modality == "osteo":
            return digits(rng, 4), "GOsC reg. no."
        if modality == "gp":
            return digits(rng, 7), "GMC"
        return digits(rng, 5), {"acup": "BAcC membership no.", "massage": "CNHC reg. no.", "naturo": "CNHC reg. no."}[modality]
    if country == "AU":
        pfx = {"chiro": "CHI", "osteo": "OST", "acup": "CMR", "massage": None, "naturo": None, "gp": "MED"}[modality]
        if pfx is None:
            return "%s%s" % (letters(rng, 2), digits(rng, 5)), "Provider no."
        if rng.random() < 0.3:
            return "%s%s%s" % (digits(rng, 6), rng.choice("0123456789ABCD"), rng.choice("ABFHJKLTWXY")), "Provider no."
        return "%s000%s" % (pfx, digits(rng, 7)), "AHPRA reg."
    if country == "CA":
        return rng.choice(["%s" % digits(rng, 5), "R%s" % digits(rng, 4), "%s-%s" % (digits(rng, 2), digits(rng, 4))]), "Reg. #"
    return "%s-%s" % (digits(rng, 2), digits(rng, 5)), "APC no."


def drivers_licence(rng, country, p=None):
    if country == "US":
        return rng.choice(["D%s-%s-%s" % (digits(rng, 3), digits(rng, 4), digits(rng, 4)), "%s%s" % (letters(rng, 1), digits(rng, 8))])
    if country == "UK":
        sur = (p.last.upper().replace(" ", "").replace("'", "").replace(".", "") + "99999")[:5] if p else letters(rng, 5)
        return "%s%s%s%s" % (sur, digits(rng, 6), (p.first[0] if p else "X"), "9" + letters(rng, 2) + digits(rng, 2))
    if country == "AU":
        return digits(rng, rng.choice([8, 9]))
    if country == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return "%s%s" % (letters(rng, 2), digits(rng, 6))


def ssn(rng, country):
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.2:
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def device_sn(rng, kind="tens"):
    pfx = {"tens": "TN7", "ea": "EA4", "us": "SP3", "laser": "LZ", "lamp": "IR2", "act": "AC", "pace": "PJN", "table": "HT"}[kind]
    return rng.choice(["%s-%s-%s" % (pfx, digits(rng, 5), letters(rng, 1)), "%s%s" % (pfx, digits(rng, 7)),
                       "%s-%s" % (pfx, digits(rng, 6))])


def plate(rng, country):
    if country == "US":
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return "%s%s" % (letters(rng, 3), digits(rng, 3))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s" % digits(rng, 6), "VP-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "BIO%s" % digits(rng, 7), "FT-%s%s" % (letters(rng, 2), digits(rng, 5))])


# --------------------------------------------------------------- orgs
class Org:
    pass


def _fmt(tpl, rng, country, city=None):
    return tpl.format(root=rng.choice(PL.GP_ROOTS if "Surgery" in tpl or "Family" in tpl or "Medical" in tpl or "Health" in tpl else PL.CLINIC_ROOTS),
                      city=city or rng.choice(PL.CITIES[country]), street=rng.choice(PL.STREET_ROOTS))


def make_org(rng, country, name, city=None, state=None):
    o = Org()
    o.name = name
    o.country = country
    o.addr = make_address(rng, country, city=city, unit_p=0.3 if country in ("US", "CA", "AU") else 0.0, state=state)
    o.slug = phi.slugify(name)
    o.phone = phone(rng, country)
    o.fax = phone(rng, country)
    short = "-".join(o.slug.split("-")[:2])
    o.email = phi.org_email(rng, short)
    o.url = phi.org_url(rng, o.slug if rng.random() < 0.5 else short)
    return o


def clinic_name(rng, country, modality, city):
    suf = rng.choice(PL.CLINIC_SUFFIX[modality])
    if country in ("US", "CA"):
        suf = suf.replace("Centre", "Center") if country == "US" else suf
    root = rng.choice(PL.CLINIC_ROOTS) if rng.random() < 0.7 else city
    return "%s %s" % (root, suf)


CREDS = {
    "chiro": {"US": ["DC"], "CA": ["DC", "DC, FCCSS(C)"], "UK": ["MChiro", "DC"], "AU": ["B.Chiro", "M.Chiro", "Chiropractor"], "NZ": ["BChiro", "Chiropractor"]},
    "osteo": {"US": ["DO"], "CA": ["DOMP", "M.OMSc"], "UK": ["M.Ost", "BSc (Hons) Ost", "DO"], "AU": ["B.Sc (Clin Sci), M.HSc (Osteo)", "Osteopath"], "NZ": ["MOst", "Osteopath"]},
    "acup": {"US": ["LAc", "LAc, Dipl. OM"], "CA": ["R.Ac", "R.TCMP"], "UK": ["MBAcC", "Lic.Ac."], "AU": ["BHSc (Acup)", "Registered Acupuncturist"], "NZ": ["Dip. Acup", "MNZASA"]},
    "massage": {"US": ["LMT"], "CA": ["RMT"], "UK": ["MSc, Sports Massage Therapist", "Dip. Remedial Massage"], "AU": ["Dip. RM", "Remedial Massage Therapist"], "NZ": ["Dip. Massage", "MNZ"]},
    "naturo": {"US": ["ND"], "CA": ["ND"], "UK": ["Dip. Nat", "BSc (Hons) Naturopathy"], "AU": ["BHSc (Nat)", "Naturopath"], "NZ": ["BNat", "Naturopath"]},
    "gp": {"US": ["MD", "DO", "MD, FAAFP"], "CA": ["MD, CCFP", "MD"], "UK": ["MBChB, MRCGP", "MBBS, MRCGP", "MRCGP"], "AU": ["MBBS, FRACGP", "FRACGP"], "NZ": ["MBChB, FRNZCGP", "MBChB"]},
}

PROF_WORD = {"chiro": "chiropractor", "osteo": "osteopath", "acup": "acupuncturist", "massage": "massage therapist", "naturo": "naturopath"}


def make_prac(rng, country, modality, ref):
    p = make_person(rng, country, age_lo=26, age_hi=64, ref=ref)
    p.cred = rng.choice(CREDS[modality][country])
    dr = (modality == "chiro" and rng.random() < (0.85 if country != "UK" else 0.4)) or \
         (modality == "naturo" and country in ("US", "CA")) or (modality == "osteo" and country == "US")
    p.title = "Dr" if dr else p.title
    p.reg, p.reg_label = license_no(rng, country, modality)
    p.user = phi.uname(p, rng)
    p.modality = modality
    p.role = PROF_WORD[modality]
    return p


def make_staff(rng, country, ref, role="receptionist"):
    p = make_person(rng, country, age_lo=20, age_hi=62, ref=ref)
    p.role = role
    p.user = phi.uname(p, rng)
    return p


def make_gp(rng, country, ref, state=None):
    p = make_person(rng, country, age_lo=30, age_hi=66, ref=ref)
    p.title = "Dr"
    p.cred = rng.choice(CREDS["gp"][country])
    p.reg, p.reg_label = license_no(rng, country, "gp")
    city = rng.choice(PL.CITIES[country])
    name = _fmt(rng.choice(PL.GP_FORMS[country]), rng, country, city)
    p.practice = make_org(rng, country, name, city, state=state)
    p.email = phi.person_email(rng, p)
    return p


# ------------------------------------------------------------------ case
def employer_for(rng, country, job):
    """Employer name and its type (a hospital employer is a HOSPITAL span)."""
    if job in PL.HEALTH_JOBS:
        if job == "veterinary nurse":
            return "Kingfisher Veterinary Group", "ORGANIZATION"
        if job == "physiotherapy student":
            return "Tidewater Community College", "ORGANIZATION"
        if job == "dental hygienist":
            return "Harbourlight Dental", "HOSPITAL"
        if job == "pharmacist":
            return pharmacy_name(rng, country), "HOSPITAL"
        return rng.choice(PL.HOSPITALS[country]), "HOSPITAL"
    for keys, pool in PL.EMPLOYER_GROUPS:
        if any(k in job for k in keys):
            return rng.choice(pool), "ORGANIZATION"
    return rng.choice(PL.EMPLOYERS), "ORGANIZATION"


class Case:
    pass


GP_WORD = {"US": ["PCP", "primary care physician", "family physician"], "CA": ["family physician", "family doctor", "GP"],
           "UK": ["GP"], "AU": ["GP"], "NZ": ["GP"]}


def make_case(rng, country, modality, n_visits=None, age_lo=18, age_hi=84):
    c = Case()
    c.country, c.modality = country, modality
    c.start = phi.rdate(rng)
    city = rng.choice(PL.CITIES[country])
    c.clinic = make_org(rng, country, clinic_name(rng, country, modality, city), city)
    c.clinic.mrn_style = mrn_style(rng)
    c.clinic.prefix = "".join(w[0] for w in c.clinic.name.split() if w[0].isalpha())[:3].upper()
    c.prac = make_prac(rng, country, modality, c.start)
    other = rng.choice([m for m in ("chiro", "osteo", "acup", "massage", "naturo") if m != modality])
    c.prac2 = make_prac(rng, country, other, c.start)
    c.prac3 = make_prac(rng, country, modality, c.start)
    c.recep = make_staff(rng, country, c.start, "receptionist")
    c.manager = make_staff(rng, country, c.start, rng.choice(["practice manager", "clinic manager", "office manager"]))
    pt = make_person(rng, country, age_lo=age_lo, age_hi=age_hi, ref=c.start)
    c.pt = pt
    c.age = pt.age_on(c.start)
    pt.user = phi.uname(pt, rng)
    st = (c.clinic.addr.state_full, c.clinic.addr.state_abbr)
    c.addr = make_address(rng, country, city=city if rng.random() < 0.6 else None, state=st)
    c.mobile = phone(rng, country, "mobile")
    c.home = phone(rng, country, "land")
    c.email = phi.person_email(rng, pt)
    c.job = rng.choice(PL.PROFESSIONS)
    c.employer, c.emp_type = employer_for(rng, country, c.job)
    c.retired = c.age >= 67 and rng.random() < 0.8
    c.mrn = mrn(rng, c.clinic.mrn_style, c.clinic.prefix)
    c.nat_id, c.nat_label = national_mrn(rng, country)
    c.insurer = rng.choice(PL.INSURERS[country])
    c.member = healthplan(rng, country)
    c.group = healthplan(rng, country, "group")
    c.medicare = healthplan(rng, country, "medicare") if country in ("AU", "CA", "US") else None
    rels = [r for r in PL.RELATIONS
            if not (r in ("grandson", "granddaughter") and c.age < 58) and not (r in ("son", "daughter") and c.age < 40)
            and not (r in ("mother", "father") and c.age > 68)]
    rel = rng.choice(rels)
    sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
           "brother": "M", "grandson": "M", "granddaughter": "F"}.get(rel)
    c.ec = make_person(rng, country, sex=sex, ref=c.start)
    if rel in ("wife", "husband", "son", "daughter", "grandson", "granddaughter") and rng.random() < 0.7:
        c.ec.last = pt.last
    c.ec_rel = rel
    c.ec_phone = phone(rng, country, rng.choice(["mobile", "land"]))
    c.gp = make_gp(rng, country, c.start, state=st)
    c.hospital = rng.choice(PL.HOSPITALS[country])
    n = n_visits or rng.randint(4, 12)
    d = c.start
    c.visits = [d]
    for _ in range(n - 1):
        d = d + dt.timedelta(days=rng.choice([2, 3, 4, 5, 7, 7, 7, 10, 14]))
        c.visits.append(d)
    c.onset = c.start - dt.timedelta(days=rng.randint(3, 400))
    c.gpw = rng.choice(GP_WORD[country])
    c.mob_word = "cell" if country in ("US", "CA") else "mobile"
    c.centre = "center" if country == "US" else "centre"
    c.cur = {"US": "$", "CA": "CA$", "UK": "£", "AU": "$", "NZ": "NZ$"}[country]
    c.room = rng.choice(["1", "2", "3", "4", "5", "2B", "3A", "6"])
    return c


def imaging_name(rng, country):
    return _fmt(rng.choice(PL.IMAGING), rng, country)


def pharmacy_name(rng, country):
    name = _fmt(rng.choice(PL.PHARMACY), rng, country)
    if country in ("US", "CA"):
        name = name.replace("Chemist", "Pharmacy")
    return name
