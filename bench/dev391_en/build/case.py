"""Builds one fictional case context (patient, staff, sites) and shared note blocks."""
import datetime as dt

import phi
from phi import digits, letters, wchoice
import pools_people as PP
import pools_places as PL

TOWNS = {"GB": PL.GB_TOWNS, "US": PL.US_TOWNS, "CA": PL.CA_TOWNS, "AU": PL.AU_TOWNS, "NZ": PL.NZ_TOWNS, "IE": PL.IE_TOWNS}
TERMS = {
    "GB": {"gp": "GP", "ed": "A&E", "hosno": "Hosp No", "unit": "umol/L"},
    "US": {"gp": "PCP", "ed": "ED", "hosno": "MRN", "unit": "mg/dL"},
    "CA": {"gp": "family physician", "ed": "ED", "hosno": "MRN", "unit": "umol/L"},
    "AU": {"gp": "GP", "ed": "ED", "hosno": "UR No", "unit": "umol/L"},
    "NZ": {"gp": "GP", "ed": "ED", "hosno": "NHI", "unit": "umol/L"},
    "IE": {"gp": "GP", "ed": "ED", "hosno": "MRN", "unit": "umol/L"},
}
HP_LABEL = {"GB": "Private policy no", "US": "Member ID", "CA": "Health card", "AU": "Medicare No",
            "NZ": "Policy no", "IE": "Medical card no"}
SSN_LABEL = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "NZ": "IRD no", "AU": "CRN", "GB": "NI ref"}
ROLES = ["cons", "reg", "nurse", "nurse2", "gp", "pharm", "diet", "rad", "edoc", "sci", "path", "educ", "triage",
         "sono", "clerk"]

_NAMES = {}
for _k in PP.ORIGIN_KEYS:
    _m, _f, _s = PP.ORIGINS[_k]
    _NAMES[_k] = ([x.replace("_", " ") for x in _m.split()], [x.replace("_", " ") for x in _f.split()],
                  [x.replace("_", " ") for x in _s.split()])


def person(rng, cc, sex=None, origin=None):
    origin = origin or wchoice(rng, PP.COUNTRY_ORIGINS[cc])
    sex = sex or rng.choice("MF")
    m, f, s = _NAMES[origin]
    first = rng.choice(m if sex == "M" else f)
    last = rng.choice(s) if rng.random() < 0.85 else rng.choice(_NAMES[wchoice(rng, PP.COUNTRY_ORIGINS[cc])][2])
    return first, last, sex, origin


def town(rng, cc):
    return rng.choice(TOWNS[cc])


def street(rng, cc, unit_ok=True):
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 320), rng.randint(100, 9800) if cc in ("US", "CA") else rng.randint(1, 60)])
    st = "%d %s %s" % (num, rng.choice(PL.STREET_STEMS), rng.choice(PL.STREET_SUFFIX[cc]))
    if unit_ok and rng.random() < 0.22:
        if cc == "AU" or cc == "NZ":
            st = "%d/%s" % (rng.randint(1, 12), st) if rng.random() < 0.7 else "Unit %d, %s" % (rng.randint(1, 20), st)
        elif cc in ("US", "CA"):
            st = st + rng.choice([", Apt %d%s" % (rng.randint(1, 24), rng.choice("ABCD")), " Apt %d" % rng.randint(100, 999),
                                  ", Unit %d" % rng.randint(1, 40), " #%d" % rng.randint(2, 30)])
        else:
            st = rng.choice(["Flat %d, " % rng.randint(1, 30), "Apartment %d, " % rng.randint(1, 40)]) + st
    return st


def postcode(rng, cc, t):
    if cc == "GB":
        return "%s%d %d%s" % (t[2], rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "US":
        z = t[3] + digits(rng, 2)
        return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)
    if cc == "CA":
        return "%s%s %s%s%s" % (t[3], letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9),
                                letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    if cc in ("AU", "NZ"):
        return t[3]
    return "%s %s" % (t[2], letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1))


def set_addr(rng, c, pre, cc, t=None):
    t = t or town(rng, cc)
    c[pre + "_street"] = street(rng, cc, unit_ok=(pre == "pt"))
    c[pre + "_zip"] = postcode(rng, cc, t)
    if cc == "GB":
        c[pre + "_city"], c[pre + "_county"], c[pre + "_area"] = t[0], t[1], t[3]
    elif cc in ("US", "CA", "AU"):
        c[pre + "_city"], c[pre + "_state"], c[pre + "_state_full"], c[pre + "_area"] = t[0], t[1], t[2], t[4]
    elif cc == "NZ":
        c[pre + "_sub"], c[pre + "_city"], c[pre + "_state"], c[pre + "_area"] = t[0], t[1], t[2], t[4]
    else:
        c[pre + "_city"], c[pre + "_county"], c[pre + "_area"] = t[0], t[1], t[3]
    return t


def addr(n, pre, multi=False, full_state=False, county=None):
    """Writes an address with its parts as separate spans."""
    c, cc, rng = n.c, n.c["cc"], n.rng
    sep = "\n" if multi else ", "
    n.p(c[pre + "_street"], "STREET")
    n.t(sep)
    if cc == "GB":
        n.p(c[pre + "_city"], "CITY")
        if county if county is not None else rng.random() < 0.3:
            n.t(sep)
            n.p(c[pre + "_county"], "CITY")
        n.t(sep if multi else " " if rng.random() < 0.5 else ", ")
        n.p(c[pre + "_zip"], "ZIP")
    elif cc in ("US", "CA"):
        n.p(c[pre + "_city"], "CITY")
        n.t(", " if not multi else "\n" if rng.random() < 0.2 else ", ")
        n.p(c[pre + ("_state_full" if full_state else "_state")], "STATE")
        n.t("  " if cc == "CA" and rng.random() < 0.3 else " ")
        n.p(c[pre + "_zip"], "ZIP")
    elif cc == "AU":
        city = c[pre + "_city"]
        n.p(city.upper() if rng.random() < 0.4 else city, "CITY")
        n.t(" ")
        n.p(c[pre + ("_state_full" if full_state else "_state")], "STATE")
        n.t(" ")
        n.p(c[pre + "_zip"], "ZIP")
    elif cc == "NZ":
        n.p(c[pre + "_sub"], "CITY")
        n.t(sep)
        n.p(c[pre + "_city"], "CITY")
        n.t(" ")
        n.p(c[pre + "_zip"], "ZIP")
    else:
        if c[pre + "_city"] != c[pre + "_county"] and not c[pre + "_city"].startswith("Dublin"):
            n.p(c[pre + "_city"], "CITY")
            n.t(sep + "Co. ")
            n.p(c[pre + "_county"], "CITY")
        else:
            n.p(c[pre + "_city"], "CITY")
        n.t(sep)
        n.p(c[pre + "_zip"], "ZIP")


def _staff(rng, c, role, cc, hslug):
    sex = rng.choice("MF") if role not in ("nurse", "nurse2", "educ", "diet") else ("F" if rng.random() < 0.8 else "M")
    first, last, _, _ = person(rng, cc, sex)
    c[role + "_first"], c[role + "_last"], c[role + "_sex"] = first, last, sex
    c[role + "_full"] = first + " " + last
    c[role + "_init"] = first[0] + ". " + last
    c[role + "_ini"] = (first[0] + last[0]).lower()
    c[role + "_lic"] = phi.licence(rng, cc, role)
    c[role + "_user"] = phi.username(rng, first, last)
    c[role + "_email"] = phi.email_for(rng, first, last, hslug + "." + rng.choice(["example.org", "example.org", "example.net"]))


def new_case(rng, cc, visit, working=False):
    c = {"cc": cc, "country_name": PL.COUNTRY_NAME[cc], "visit_d": visit, "T": TERMS[cc]}
    sex = "M" if rng.random() < 0.82 else "F"
    first, last, _, origin = person(rng, cc, sex)
    while last == first:
        last = person(rng, cc, sex, origin)[1]
    c.update(sex=sex, origin=origin, pt_first=first, pt_last=last, pt_mi=letters(rng, 1, "ABCDEFGHJKLMNPRSTW"))
    c["title"] = "Mr" if sex == "M" else rng.choice(["Mrs", "Ms", "Mrs", "Miss"])
    c["he"], c["his"], c["him"] = ("he", "his", "him") if sex == "M" else ("she", "her", "her")
    c["He"], c["His"] = c["he"].capitalize(), c["his"].capitalize()
    c["pt_full"] = first + " " + last
    c["pt_fml"] = "%s %s. %s" % (first, c["pt_mi"], last)
    c["pt_lf"] = "%s, %s" % (last.upper(), first)
    c["pt_lfu"] = "%s, %s %s" % (last.upper(), first.upper(), c["pt_mi"])
    c["pt_lfc"] = "%s, %s %s" % (last, first, c["pt_mi"])
    c["pt_init"] = "%s.%s." % (first[0], last[0])
    c["pt_nick"] = PP.NICKNAMES.get(first, first)
    age = rng.randint(34, 88) if sex == "M" else rng.randint(52, 91)
    if rng.random() < 0.55:
        age = rng.randint(45, 76)
    if working:
        age = rng.randint(24, 64)
    dob = visit - dt.timedelta(days=int(age * 365.25) + rng.randint(5, 355))
    age = visit.year - dob.year - ((visit.month, visit.day) < (dob.month, dob.day))
    c["age"], c["dob_d"] = str(age), dob
    c["dstyle"] = rng.choice(phi.STYLES[cc])
    c["dob"] = phi.fmt_date(dob, c["dstyle"])
    c["visit"] = phi.fmt_date(visit, c["dstyle"])
    t = set_addr(rng, c, "pt", cc)
    area = t[3] if cc in ("GB", "IE") else t[4]
    c["pt_phone"] = phi.phone(rng, cc, area)
    c["pt_mob"] = phi.phone(rng, cc, area, "mobile")
    c["pt_email"] = phi.email_for(rng, first, last, rng.choice(["example.com", "example.net", "mail.example.com", "example.org"]))
    c["pt_mrn"] = phi.mrn(rng, cc)
    c["pt_nhs"] = phi.nhs_number(rng) if cc == "GB" else ""
    c["pt_hp"] = phi.healthplan(rng, cc, c)
    c["hp_label"] = HP_LABEL[cc] if not (cc == "CA" and c["pt_state"] != "ON") else ("PHN" if c["pt_state"] in ("BC", "AB") else "Health card")
    c["pt_grp"] = "GRP-" + digits(rng, 6)
    c["pt_ssn"] = phi.ssn(rng, cc)
    c["ssn_label"] = SSN_LABEL[cc]
    c["pt_prof"] = rng.choice(PP.PROFESSIONS)
    c["a_prof"] = "an" if c["pt_prof"][0] in "aeiouAEIOU" or c["pt_prof"].startswith("HGV") else "a"
    retired = age >= 67 and rng.random() < 0.85
    c["occ_pre"] = "retired " if retired else ""
    c["works_as"] = "is a retired" if retired else "works as " + c["a_prof"]
    c["emp_verb"] = "formerly with" if retired else "for"
    kind = "office"
    for k, words in PL.PROF_KIND:
        if any(w in c["pt_prof"].split() or c["pt_prof"].startswith(w) for w in words.split()):
            kind = k
            break
    c["pt_emp"] = rng.choice(PL.EMPLOYERS_BY_KIND[kind]) if rng.random() < 0.9 else rng.choice(PL.EMPLOYERS)
    c["pt_org"] = rng.choice(PL.ORGS)
    c["pt_birthc"] = rng.choice(PL.BIRTH_COUNTRIES)
    c["bc_the"] = "the " if c["pt_birthc"].startswith("the ") else ""
    c["bc"] = c["pt_birthc"][len(c["bc_the"]):]
    c["pt_plate"] = phi.vehicle(rng, cc)
    c["holiday"] = rng.choice(PL.HOLIDAYS[cc])
    fsex = "F" if sex == "M" and rng.random() < 0.75 else rng.choice("MF")
    ff, fl, _, _ = person(rng, cc, fsex, origin)
    rel = rng.choice(PP.RELATIONS_F if fsex == "F" else PP.RELATIONS_M)
    if rel in ("wife", "husband", "son", "daughter", "sister", "brother", "grandson", "granddaughter") and rng.random() < 0.8:
        fl = last
    c.update(fam_rel=rel, fam_first=ff, fam_last=fl, fam_full=ff + " " + fl, fam_phone=phi.phone(rng, cc, area, "mobile"))
    f2, l2, s2, _ = person(rng, cc, None)
    c.update(fam2_first=f2, fam2_full=f2 + " " + l2, fam2_title="Mr" if s2 == "M" else rng.choice(["Ms", "Mrs"]))
    # sites
    stem = rng.choice(PL.HOSP_STEMS)
    c["hosp"] = rng.choice(PL.HOSP_PATTERNS[cc]).format(a=stem, s=rng.choice(PL.SAINTS))
    generic = {"hospital", "medical", "center", "centre", "general", "regional", "memorial", "university", "community",
               "district", "royal", "infirmary", "public", "base", "health", "sciences", "st", "st."}
    c["hosp_slug"] = phi.slug(" ".join(w for w in c["hosp"].replace("'s", "").split() if w.lower() not in generic))[:12]
    ht = set_addr(rng, c, "hosp", cc, t if rng.random() < 0.6 else None)
    harea = ht[3] if cc in ("GB", "IE") else ht[4]
    c["hosp_phone"] = phi.phone(rng, cc, harea)
    c["hosp_fax"] = phi.phone(rng, cc, harea)
    c["dept_email"] = rng.choice(["gout.clinic", "rheumatology", "rheum.admin", "goutnurse", "rheum-cns"]) + "@" + \
        c["hosp_slug"] + "." + rng.choice(["example.org", "example.net"])
    c["hosp_url"] = rng.choice(["www.", "", "https://www."]) + c["hosp_slug"] + ".example.org/" + \
        rng.choice(["rheumatology", "gout", "services/rheumatology/gout", "patients/gout-clinic", "leaflets/gout"])
    c["ward"], c["building"] = rng.choice(PL.WARDS), rng.choice(PL.BUILDINGS)
    c["hosp2"] = rng.choice(PL.HOSP_PATTERNS[cc]).format(a=rng.choice(PL.HOSP_STEMS), s=rng.choice(PL.SAINTS))
    pstem = rng.choice(PL.PRACTICE_STEMS)
    c["practice"] = rng.choice(PL.PRACTICE_PATTERNS[cc]).format(a=pstem, b=rng.choice(PL.OLD_BUILDINGS))
    set_addr(rng, c, "prac", cc, t)
    c["prac_phone"] = phi.phone(rng, cc, area)
    c["prac_fax"] = phi.phone(rng, cc, area)
    c["prac_email"] = rng.choice(["reception", "admin", "enquiries", "practice.manager"]) + "@" + phi.slug(pstem) + ".example.com"
    c["pharmacy"] = rng.choice(PL.PHARMACY_PATTERNS).format(a=rng.choice(PL.PHARMACY_STEMS))
    c["pharmacy_phone"] = phi.phone(rng, cc, area)
    c["imaging"] = rng.choice(PL.IMAGING_PRACTICES)
    c["lab"] = rng.choice(PL.LABS)
    c["insurer"] = rng.choice(PL.INSURERS[cc])
    for role in ROLES:
        _staff(rng, c, role, cc, c["hosp_slug"])
    c["gp_email"] = phi.email_for(rng, c["gp_first"], c["gp_last"], phi.slug(pstem) + ".example.com")
    c["cons_dea"] = phi.dea(rng)
    return c


# ---------------------------------------------------------------- shared blocks
def d(n, day, style=None):
    return phi.fmt_date(day, style or n.c["dstyle"])


def pt_ids(n, sep="  "):
    """Identifier line for the patient (country aware)."""
    c, cc = n.c, n.c["cc"]
    if cc == "GB":
        n.f("NHS No: {MRN:pt_nhs}" + sep + "Hosp No: {MRN:pt_mrn}")
    elif cc == "NZ":
        n.f("NHI: {MRN:pt_mrn}")
    elif cc == "AU":
        n.f("UR: {MRN:pt_mrn}" + sep + "Medicare: {HEALTHPLAN:pt_hp}")
    elif cc == "US":
        n.f("MRN: {MRN:pt_mrn}" + sep + "Acct: {ACCOUNT:acct}", acct=phi.account(n.rng, cc))
        if n.rng.random() < 0.25:
            n.f(sep + "SSN: {SSN:pt_ssn}")
    elif cc == "CA":
        n.f("MRN: {MRN:pt_mrn}" + sep + "{hp_label}: {HEALTHPLAN:pt_hp}")
    else:
        n.f("MRN: {MRN:pt_mrn}")
        if n.rng.random() < 0.3:
            n.f(sep + "PPSN: {SSN:pt_ssn}")
        elif n.rng.random() < 0.3:
            n.f(sep + "GMS card: {HEALTHPLAN:pt_hp}")


def pt_banner(n, kind=None):
    """Form-style patient banner; several realistic layouts."""
    rng, c = n.rng, n.c
    kind = kind if kind is not None else rng.randrange(4)
    if kind == 0:
        n.f("Patient: {PATIENT:pt_lf}    DOB: {DATE:dob} ({AGE:age}y)    ")
        pt_ids(n)
        n.t("\n")
    elif kind == 1:
        n.f("Name: {PATIENT:pt_fml}\nDOB: {DATE:dob}   Age: {AGE:age}   Sex: {sex}\n")
        pt_ids(n, "\n")
        n.t("\nAddress: ")
        addr(n, "pt")
        n.f("\nPhone: {PHONE:pt_phone}\n")
    elif kind == 2:
        n.f("{PATIENT:pt_lfu}  |  {AGE:age}{sex}  |  DOB {DATE:dob}  |  ")
        pt_ids(n, "  |  ")
        n.t("\n")
    else:
        n.f("PATIENT NAME: {PATIENT:pt_lfc}\nD.O.B.: {DATE:dob}\n")
        pt_ids(n, "\n")
        n.t("\n")


def sig(n, role, kind=None, title="Dr ", role_text=None, lic=True):
    rng, c = n.rng, n.c
    kind = kind if kind is not None else rng.randrange(4)
    rt = role_text or {"cons": rng.choice(PP.CONS_ROLES), "reg": rng.choice(PP.REG_ROLES),
                       "nurse": rng.choice(PP.NURSE_ROLES), "nurse2": rng.choice(PP.NURSE_ROLES)}.get(role, "")
    lab = {"GB": "GMC", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ", "IE": "IMC"}[c["cc"]]
    if role.startswith("nurse") or role in ("educ", "triage", "diet", "sono", "sci", "pharm"):
        lab = {"GB": "NMC PIN", "US": "RN Lic", "CA": "CNO Reg", "AU": "AHPRA", "NZ": "NCNZ", "IE": "NMBI PIN"}[c["cc"]]
        if role == "pharm":
            lab = {"GB": "GPhC", "US": "RPh Lic", "CA": "OCP", "AU": "AHPRA", "NZ": "PCNZ", "IE": "PSI"}[c["cc"]]
        if role == "diet":
            lab = {"GB": "HCPC", "US": "CDR", "CA": "CDO", "AU": "APD", "NZ": "DBNZ", "IE": "CORU"}[c["cc"]]
    if kind == 0:
        n.f(title + "{DOCTOR:x_full}\n" + rt + "\n", x_full=c[role + "_full"])
        if lic:
            n.f(lab + " {LICENSE:x_lic}\n", x_lic=c[role + "_lic"])
    elif kind == 1:
        n.f("{DOCTOR:x_full}, " + rt, x_full=c[role + "_full"])
        if lic:
            n.f(" (" + lab + " {LICENSE:x_lic})", x_lic=c[role + "_lic"])
        n.t("\n")
    elif kind == 2:
        n.f("Signed: " + title + "{DOCTOR:x_init}  " + rt + "\n", x_init=c[role + "_init"])
        n.f("Email: {EMAIL:x_email}\n", x_email=c[role + "_email"])
    else:
        n.f("-- {DOCTOR:x_full} / " + rt + " / bleep {PHONE:bleep}\n", x_full=c[role + "_full"], bleep=phi.pager(rng, c["cc"]))


def audit(n, role, when, kind=None):
    """EHR audit footer: user names, workstation addresses, biometric sign-in."""
    rng, c = n.rng, n.c
    kind = kind if kind is not None else rng.randrange(5)
    tm = "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    if kind == 0:
        n.f("\nElectronically signed by {DOCTOR:x} (user {USERNAME:u}) on {DATE:w} at " + tm + "\n",
            x=c[role + "_full"], u=c[role + "_user"], w=d(n, when))
    elif kind == 1:
        n.f("\n[Audit] created by {USERNAME:u} | workstation {IPADDR:ip} | {DATE:w} " + tm + "\n",
            u=c[role + "_user"], ip=phi.private_ip(rng), w=d(n, when))
    elif kind == 2:
        n.f("\nAuthenticated: {DOCTOR:x} via fingerprint ID {BIOID:b} - {DATE:w} " + tm + "\n",
            x=c[role + "_init"], b=phi.bioid(rng), w=d(n, when))
    elif kind == 3:
        n.f("\nLogin {USERNAME:u} from {IPADDR:ip}; e-signature verified (biometric ref {BIOID:b})\n",
            u=c[role + "_user"], ip=phi.private_ip(rng), b=phi.bioid(rng))
    else:
        n.f("\nPrinted {DATE:w} " + tm + " by {USERNAME:u} @ {IPADDR:ip}\n",
            w=d(n, when), u=c[role + "_user"], ip=phi.private_ip(rng))
