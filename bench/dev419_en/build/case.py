"""Builds one fictional patient case (patient, address, hospital, staff, device) as P values."""
import datetime as dt
from doc import P
import phi
from phi import new_person, digits, letters
import pools_places as PL
import pools_clin as PC
from pools_people import RELATIONS_M, RELATIONS_F


def stem(rng):
    return rng.choice(PL.STEM_A) + rng.choice(PL.STEM_B)


def fill(rng, tpl, last=None):
    return (tpl.replace("{S}", stem(rng)).replace("{T}", rng.choice(PL.SAINTS))
            .replace("{W}", rng.choice(PL.STREET_WORDS)).replace("{N}", last or rng.choice(["Hartley", "Okoro", "Brennan", "Lindqvist", "Marsh"])))


def hospital_name(rng, country):
    return fill(rng, rng.choice(PL.HOSP_TPL[country]))


def practice_name(rng, country):
    return fill(rng, rng.choice(PL.PRACTICE_TPL[country]))


def employer_name(rng, country):
    tpl = rng.choice(PL.US_EMPLOYER_TPL if country == "US" and rng.random() < 0.6 else PL.EMPLOYER_TPL)
    if country == "US":
        tpl = tpl.replace(" Ltd", " Inc")
    return fill(rng, tpl)


def place(rng, country):
    """Return dict with city/region/zip P values and region kind."""
    if country == "UK":
        city, county, area = rng.choice(PL.UK_CITIES)
        pc = "%s%d %d%s" % (area, rng.randint(1, 28) if len(area) == 2 else rng.randint(1, 9), rng.randint(1, 9),
                            letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        return {"city": P(city, "CITY"), "region": P(county, "CITY"), "zip": P(pc, "ZIP"), "region_show": rng.random() < 0.35}
    if country == "US":
        city, st, stname, z3 = rng.choice(PL.US_CITIES)
        return {"city": P(city, "CITY"), "region": P(st, "STATE"), "region_long": P(stname, "STATE"),
                "zip": P(z3 + digits(rng, 2) + (("-" + digits(rng, 4)) if rng.random() < 0.15 else ""), "ZIP"), "region_show": True}
    if country == "IE":
        town, county, rk = rng.choice(PL.IE_TOWNS)
        ec = "%s %s" % (rk, "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        return {"city": P(town, "CITY"), "region": P("Co. " + county, "CITY"), "zip": P(ec, "ZIP"), "region_show": True}
    if country == "CA":
        city, pr, prname, l1 = rng.choice(PL.CA_CITIES)
        L = "ABCEGHJKLMNPRSTVWXYZ"
        pc = "%s%d%s %d%s%d" % (l1, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
        return {"city": P(city, "CITY"), "region": P(pr, "STATE"), "region_long": P(prname, "STATE"), "zip": P(pc, "ZIP"), "region_show": True}
    city, st, stname, pc = rng.choice(PL.AU_CITIES)
    return {"city": P(city, "CITY"), "region": P(st, "STATE"), "region_long": P(stname, "STATE"), "zip": P(pc, "ZIP"), "region_show": True}


def street(rng, country):
    w = rng.choice(PL.STREET_WORDS)
    n = rng.randint(1, 240)
    if country == "US":
        s = "%d %s %s" % (rng.randint(12, 9850), w, rng.choice(PL.US_SUFFIX))
        if rng.random() < 0.25:
            s += rng.choice([", Apt %d%s" % (rng.randint(1, 12), rng.choice("ABCD")), " Apt %d" % rng.randint(101, 412), ", Unit %d" % rng.randint(1, 30)])
        return s
    if country == "CA":
        s = "%d %s %s" % (rng.randint(12, 2400), w, rng.choice(["St", "Street", "Ave", "Road", "Crescent", "Dr"]))
        if rng.random() < 0.3:
            s = "%d-%s" % (rng.randint(101, 1204), s)
        return s
    if country == "AU":
        s = "%d %s %s" % (n, w, rng.choice(PL.AU_SUFFIX))
        if rng.random() < 0.2:
            s = "Unit %d/%s" % (rng.randint(1, 12), s)
        return s
    suf = rng.choice(PL.IE_SUFFIX if country == "IE" else PL.UK_SUFFIX)
    r = rng.random()
    if r < 0.12:
        return "%s, %s %s" % (rng.choice(PL.HOUSE_NAMES), w, suf)
    if r < 0.25:
        return "Flat %d, %d %s %s" % (rng.randint(1, 24), n, w, suf)
    return "%d %s %s" % (n, w, suf)


def address(rng, country):
    pl = place(rng, country)
    pl["street"] = P(street(rng, country), "STREET")
    return pl


def addr_inline(a, country, with_country=False):
    out = [a["street"], ", ", a["city"]]
    if country in ("US", "CA", "AU"):
        out += [", " if country != "AU" else " ", a["region"], " " if country != "CA" else "  ", a["zip"]]
    else:
        if a.get("region_show"):
            out += [", ", a["region"]]
        out += [", " if country == "UK" else " ", a["zip"]]
    if with_country:
        out += [", ", P(PL.COUNTRY_NAME[country], "COUNTRY")]
    return out


def addr_lines(a, country, with_country=False):
    out = [a["street"], "\n", a["city"]]
    if country in ("US", "CA", "AU"):
        out += [", " if country != "AU" else " ", a["region"], "  ", a["zip"], "\n"]
    else:
        if a.get("region_show"):
            out += ["\n", a["region"]]
        out += ["\n", a["zip"], "\n"]
    if with_country:
        out += [P(PL.COUNTRY_NAME[country], "COUNTRY"), "\n"]
    return out


CREDS = {
    "cons": {"UK": ["MD FRCP", "PhD FRCP", "MRCP", "BM BCh DPhil FRCP", "MBChB MD FRCP"], "US": ["MD, FACC, FHRS", "MD, FHRS", "DO, FACC"],
             "IE": ["MD FRCPI", "MB BCh BAO FRCPI"], "CA": ["MD, FRCPC", "MD FRCPC FHRS"], "AU": ["MBBS FRACP", "MBBS PhD FRACP"]},
    "reg": {"UK": ["ST6 Cardiology", "EP Fellow", "SpR Cardiology", "ST4", "Clinical Fellow"], "US": ["MD, EP Fellow", "MD (PGY-6)", "MD, Cardiology Fellow"],
            "IE": ["SpR Cardiology", "Registrar"], "CA": ["MD, EP Fellow", "R5 Cardiology"], "AU": ["Advanced Trainee", "Cardiology Registrar"]},
    "phys": {"UK": ["Senior Cardiac Physiologist", "Chief Cardiac Physiologist", "Principal Cardiac Physiologist, IBHRE CCDS", "Clinical Scientist (Devices)"],
             "US": ["CCDS, Device Specialist", "RN, CCDS", "RCES, CEPS", "Device Clinic NP"], "IE": ["Senior Cardiac Physiologist", "Clinical Measurement Scientist"],
             "CA": ["RCVT, Device Specialist", "CCDS"], "AU": ["Senior Cardiac Scientist", "Cardiac Technologist, CCDS"]},
    "nurse": {"UK": ["Arrhythmia Nurse Specialist", "Heart Rhythm CNS", "Staff Nurse", "Sister, Cardiac Day Unit"], "US": ["RN", "RN, BSN", "NP-C", "APRN"],
              "IE": ["CNS Arrhythmia", "Staff Nurse", "ANP Cardiology"], "CA": ["RN", "NP", "RN, BScN"], "AU": ["RN", "CNC Cardiology", "Clinical Nurse Consultant"]},
    "anaes": {"UK": ["Consultant Anaesthetist"], "US": ["MD, Anesthesiology"], "IE": ["Consultant Anaesthetist"], "CA": ["MD, Anesthesia"], "AU": ["FANZCA"]},
}


def staff(rng, c, role):
    p = new_person(rng, "DOCTOR")
    p.role = role
    p.cred = rng.choice(CREDS.get(role, CREDS["nurse"])[c["country"]])
    p.lic = phi.staff_license(rng, c["country"], role, p.last)
    p.title_ = "Prof" if role == "cons" and rng.random() < 0.12 else ("Dr" if role in ("cons", "reg", "anaes", "gp") else "")
    if c["country"] in ("US", "CA") and p.title_:
        p.title_ += "."
    return p


def make_device(rng, c, kind):
    makers = sorted(m for m in PC.DEVICES if PC.DEVICES[m].get(kind))
    maker = rng.choice(makers)
    model = rng.choice(PC.DEVICES[maker][kind])
    dev = {"maker": maker, "model": model, "kind": kind, "serial": P(phi.serial(rng, maker), "DEVICE")}
    leads = []
    L = PC.LEADS[maker]
    if kind in ("PPM", "ICD", "CRT-D", "CRT-P"):
        chambers = []
        if kind == "PPM":
            chambers = ["RA", "RV"] if rng.random() < 0.78 else ["RV"]
        elif kind == "ICD":
            chambers = ["HV"] if rng.random() < 0.6 else ["RA", "HV"]
        elif kind == "CRT-D":
            chambers = ["RA", "HV", "LV"]
        else:
            chambers = ["RA", "RV", "LV"]
        single = " VR" in model or "VR-T" in model or " SR" in model or "Altrua" in model
        dual = " DR" in model or "DR-T" in model or "ADDR" in model
        if kind in ("PPM", "ICD") and single:
            chambers = ["RV"] if kind == "PPM" else ["HV"]
        elif kind in ("PPM", "ICD") and dual:
            chambers = ["RA", "RV"] if kind == "PPM" else ["RA", "HV"]
        for ch in chambers:
            leads.append({"ch": ch, "model": rng.choice(L[ch]), "serial": P(phi.serial(rng, maker, "lead"), "DEVICE")})
    dev["leads"] = leads
    dev["remote"], dev["monitor"] = PC.REMOTE[maker]
    dev["monitor_sn"] = P(phi.serial(rng, maker, "monitor"), "DEVICE")
    if "Micra" in model or "Aveir" in model:
        dev["leads"] = []
    return dev


def make_case(rng, country, dates, kind="PPM"):
    c = {"country": country, "D": dates}
    sex = rng.choice("MF")
    pt = new_person(rng, "PATIENT", sex)
    c["pt"] = pt
    age = rng.choice([rng.randint(19, 55), rng.randint(56, 79), rng.randint(60, 92), rng.randint(70, 96)])
    c["age_n"] = age
    c["age"] = P(str(age), "AGE")
    c["index"] = phi.rand_day(rng)
    c["dob_dt"] = dt.date.fromordinal(c["index"].toordinal() - age * 365 - rng.randint(30, 330))
    c["dob"] = dates.s(c["dob_dt"], dates.main)
    c["sex"] = sex
    c["sexw"] = "male" if sex == "M" else "female"
    c["he"], c["his"], c["him"] = ("he", "his", "him") if sex == "M" else ("she", "her", "her")
    c["He"], c["His"] = c["he"].capitalize(), c["his"].capitalize()
    c["title"] = pt.title()
    c["mrn_label"] = rng.choice(phi.MRN_LABELS[country])
    c["mrn"] = P(phi.mrn(rng, country, rng.choice(phi.MRN_PATTERNS[country])), "MRN")
    hl, hv = phi.healthplan(rng, country)
    c["hp_label"], c["hp"] = hl, P(hv, "HEALTHPLAN")
    al, av = phi.account(rng, country)
    c["acct_label"], c["acct"] = al, P(av, "ACCOUNT")
    s = phi.ssn(rng, country)
    c["ssn_label"], c["ssn"] = (s[0], P(s[1], "SSN")) if s else (None, None)
    c["addr"] = address(rng, country)
    c["phone"] = P(phi.phone(rng, country), "PHONE")
    c["mobile"] = P(phi.phone(rng, country, "mobile"), "PHONE")
    c["email"] = pt.email(rng, rng.choice(phi.DOMAINS))
    # hospital
    hname = hospital_name(rng, country)
    c["hosp"] = P(hname, "HOSPITAL")
    c["hosp_addr"] = address(rng, country)
    c["hosp_addr"]["street"] = P("%d %s %s" % (rng.randint(1, 300), rng.choice(PL.STREET_WORDS),
                                               rng.choice(["Road", "Avenue", "Street", "Way"] if country != "US" else ["Avenue", "Blvd", "Street", "Drive"])), "STREET")
    c["hosp_city"] = c["hosp_addr"]["city"]
    c["dept_phone"] = P(phi.phone(rng, country), "PHONE")
    c["dept_fax"] = P(phi.phone(rng, country), "FAX")
    dom = rng.choice(phi.DOMAINS)
    c["dept_email"] = P(rng.choice(["cardiac.devices", "pacing.clinic", "ep.secretaries", "arrhythmia.nurses", "heartrhythm",
                                    "syncope.service", "crm.team"]) + "@" + rng.choice([phi.slug([w for w in hname.split() if w not in ("St", "St.", "Royal", "Mercy")][0]) + ".", ""]) + dom, "EMAIL")
    c["dept_url"] = phi.url(rng, hname.split()[0])
    c["ward"] = P(rng.choice(PL.WARD_NAMES), "HOSPITAL")
    c["bed"] = P(str(rng.randint(1, 32)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    c["room"] = P(rng.choice(["EP Lab %d" % rng.randint(1, 4), "Cath Lab %d" % rng.randint(1, 5), "Theatre %d" % rng.randint(1, 9),
                              "Room %d%s" % (rng.randint(100, 520), rng.choice(["", "B"])), "Lab %d" % rng.randint(1, 4)]), "LOCATION_OTHER")
    # staff
    for role in ("cons", "reg", "phys", "nurse", "anaes"):
        c[role] = staff(rng, c, role)
    c["cons2"] = staff(rng, c, "cons")
    c["phys2"] = staff(rng, c, "phys")
    c["nurse2"] = staff(rng, c, "nurse")
    c["typist"] = P(letters(rng, 2, "abcdefghjklmnprstw"), "DOCTOR")
    # GP
    gp = new_person(rng, "DOCTOR")
    gp.title_ = "Dr." if country in ("US", "CA") else "Dr"
    c["gp"] = gp
    c["gp_prac"] = P(practice_name(rng, country), "HOSPITAL")
    c["gp_addr"] = address(rng, country)
    c["gp_fax"] = P(phi.phone(rng, country), "FAX")
    # family
    nsex = rng.choice("MF")
    nok = new_person(rng, "FAMILY", nsex, last=pt.last if rng.random() < 0.6 else None)
    c["nok"] = nok
    c["nok_rel"] = rng.choice(RELATIONS_M if nsex == "M" else RELATIONS_F)
    c["nok_phone"] = P(phi.phone(rng, country, "mobile"), "PHONE")
    # occupation
    r = rng.random()
    if age >= 67 and r < 0.7:
        c["job"] = ["retired ", P(rng.choice(PL.RETIRED_PROFESSIONS), "PROFESSION")]
        c["job_only"] = c["job"][1]
        c["working"] = False
    else:
        job = rng.choice(PL.PROFESSIONS if rng.random() < 0.7 else PL.DRIVING_PROFESSIONS + PL.EMI_PROFESSIONS)
        c["job_only"] = P(job, "PROFESSION")
        c["job"] = [c["job_only"]]
        c["working"] = True
    c["employer"] = P(employer_name(rng, country), "ORGANIZATION")
    c["origin"] = P(rng.choice(PL.TRAVEL), "COUNTRY")
    c["dev"] = make_device(rng, c, kind)
    c["implant_dt"] = dt.date.fromordinal(c["index"].toordinal() - rng.randint(200, 4200))
    if kind == "ILR":
        c["implant_dt"] = dt.date.fromordinal(c["index"].toordinal() - rng.randint(30, 1000))
    return c


def pt_name_variants(c, rng):
    """A few ways the patient is named in running text."""
    pt = c["pt"]
    return [[c["title"], " ", pt.last_()], [pt.first_()], [pt.full()], [c["title"], " ", pt.last_()]]


def ref(c, rng):
    """Patient reference for running text."""
    pt = c["pt"]
    k = rng.random()
    if k < 0.55:
        return [c["title"] + " ", pt.last_()]
    if k < 0.7:
        return [pt.first_()]
    if k < 0.8:
        return [pt.full()]
    return ["the patient" if k < 0.9 else ("he" if c["sex"] == "M" else "she")]


def dr(p, rng, style=None):
    """Clinician mention in running text: title outside the span."""
    style = style if style is not None else rng.randrange(4)
    t = (p.title_ + " ") if p.title_ else ""
    if not t:
        return [p.full()]
    if style == 0:
        return [t, p.last_()]
    if style == 1:
        return [t, p.full()]
    if style == 2:
        return [p.full()]
    return [t, p.fi_last()] if t else [p.full()]
