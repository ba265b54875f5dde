"""A fictional patient episode: people, places, identifiers and the clinical story."""
import pools as P
import fake as F

COUNTRY_NAME = {"IE": "Ireland", "ENG": "United Kingdom", "SCO": "United Kingdom",
                "WAL": "United Kingdom", "NI": "United Kingdom"}
REL_M = ["husband", "son", "brother", "partner", "nephew", "son-in-law", "neighbour", "friend"]
REL_F = ["wife", "daughter", "sister", "partner", "niece", "daughter-in-law", "neighbour", "friend"]


class Obj:
    pass


def tri(rng, lo, hi, mode):
    return int(round(rng.triangular(lo, hi, mode)))


def make_case(rng, country, kind="stroke"):
    c = Obj()
    c.country = country
    c.kind = kind
    c.pt = F.person(rng, country, "PATIENT")
    sex = c.pt.sex
    c.sex = sex
    c.he, c.his, c.him = ("he", "his", "him") if sex == "M" else ("she", "her", "her")
    if kind == "tbi":
        c.age = tri(rng, 17, 84, 34)
    elif kind == "sah":
        c.age = tri(rng, 30, 80, 54)
    else:
        c.age = tri(rng, 31, 99, 77)
    c.onset = F.rand_date(rng)
    c.dob = F.plus(c.onset, -(c.age * 365 + rng.randrange(5, 360) + c.age // 4))
    c.addr = F.address(rng, country)
    c.home_tel = F.phone(rng, country)
    c.mob = F.phone(rng, country, "mobile")
    c.hosp = rng.choice(P.HOSP[country])
    c.dom = F.site_domain(rng, c.hosp)
    wards = [w for w in P.WARDS if not ((w.startswith("St ") and country not in ("IE", "NI")) or
                                        (w in ("Ward Dewi", "Ward Teifi") and country != "WAL"))]
    c.ward = rng.choice(wards)
    c.bed = str(rng.randrange(1, 32))
    c.bay = str(rng.randrange(1, 7))
    c.room = rng.choice([str(rng.randrange(1, 30)), "%d%s" % (rng.randrange(1, 20), rng.choice("ABC"))])
    c.rehab = rng.choice(P.REHAB[country])
    c.rehab_dom = F.site_domain(rng, c.rehab)
    c.neuro = rng.choice(P.NEURO_CENTRE[country])
    c.mrn = F.mrn_maker(rng, country)(rng)
    c.mrn2 = F.mrn_maker(rng, country)(rng)
    # national health / insurance numbers
    c.insurer = None
    if country == "IE":
        c.hp = ("Medical Card No", F.medical_card(rng)) if rng.random() < 0.55 else None
        if rng.random() < 0.45:
            c.insurer = (rng.choice(P.INSURER), F.insurance_no(rng))
        c.ssn = ("PPSN", F.ppsn(rng))
    elif country == "SCO":
        c.hp = ("CHI", F.chi_no(rng, c.dob, sex))
        c.ssn = ("NI No", F.ni_no(rng))
    elif country == "NI":
        c.hp = ("H&C No", F.hc_no(rng))
        c.ssn = ("NI No", F.ni_no(rng))
    else:
        c.hp = ("NHS No", F.nhs_no(rng))
        c.ssn = ("NI No", F.ni_no(rng))
        if rng.random() < 0.12:
            c.insurer = (rng.choice(P.INSURER), F.insurance_no(rng))
    if rng.random() < 0.04:
        c.ssn = ("SSN", F.us_ssn(rng))
    c.episode = F.account(rng)
    # family
    c.family = []
    married = c.age > 28 and rng.random() < 0.62
    if married:
        sp = F.person(rng, country, "FAMILY", "F" if sex == "M" else "M")
        if rng.random() < 0.8:
            sp.last = c.pt.last if not c.pt.last.startswith(("Ní", "Ó")) else sp.last
        sp.rel = "wife" if sex == "M" else "husband"
        if sex == "F":
            c.pt.title = rng.choice(["Mrs", "Mrs", "Ms"])
        sp.age = max(20, c.age + rng.randrange(-8, 6))
        c.family.append(sp)
    for _ in range(rng.randrange(1, 3)):
        s2 = rng.choice("MF")
        f = F.person(rng, country, "FAMILY", s2)
        if c.age > 45:
            f.rel = "son" if s2 == "M" else "daughter"
            f.age = max(18, c.age - rng.randrange(22, 38))
            if rng.random() < 0.5 or s2 == "M":
                f.last = c.pt.last
        else:
            f.rel = rng.choice([r for r in (REL_M if s2 == "M" else REL_F) if not (married and r == "partner")])
            f.age = max(16, c.age + rng.randrange(-20, 25))
        c.family.append(f)
    for f in c.family:
        f.phone = F.phone(rng, country, "mobile" if rng.random() < 0.7 else "land")
    c.nok = c.family[0]
    c.lives = ("with %s" % c.family[0].rel) if married else rng.choice(
        ["alone", "alone", "with %s" % c.family[0].rel, "in sheltered accommodation"])
    if c.age > 86 and rng.random() < 0.3:
        c.lives = "in a nursing home"
    c.carehome = rng.choice(P.CARE_HOME)
    # GP
    c.gp = F.clinician(rng, country, "gp")
    c.gp_prac = rng.choice(P.GP_PRAC)
    c.gp_addr = F.address(rng, country, c.addr["town"])
    c.gp_tel = F.phone(rng, country)
    c.gp_fax = F.phone(rng, country)
    c.gp_email = F.email(rng.choice(["reception", "admin", "practice", "referrals", F.letters(c.gp.last).lower()]),
                         F.site_domain(rng, c.gp_prac))
    c.pharmacy = rng.choice(P.PHARM)
    # team
    mk = lambda role, dom=c.dom: F.clinician(rng, country, role, dom)
    c.cons = mk("consultant")
    c.reg = mk("registrar")
    c.sho = mk("sho")
    c.cns = mk("cns")
    c.nurse = mk("nurse")
    c.slt = mk("slt")
    c.pt_ = mk("pt")
    c.ot = mk("ot")
    c.psy = mk("psy", c.rehab_dom)
    c.sw = mk("sw")
    c.diet = mk("diet")
    c.rehab_cons = mk("rehab_cons", c.rehab_dom)
    c.esd = mk("esd", c.rehab_dom)
    c.radiol = mk("radiologist")
    c.nsurg = mk("neurosurg")
    # work
    c.retired = c.age >= 66 or (c.age > 58 and rng.random() < 0.3)
    job = rng.choice(P.PROFESSIONS)
    while job[1] not in ("A", sex):
        job = rng.choice(P.PROFESSIONS)
    c.job = job[0]
    if c.retired:
        c.job = rng.choice(P.RETIRED_OK + [job[0]])
    emp = P.EMPLOYERS
    j = c.job
    if "teacher" in j or "secretary" in j:
        emp = [e for e in P.EMPLOYERS if "School" in e or "College" in e]
    elif "driver" in j or "forklift" in j or "warehouse" in j:
        emp = [e for e in P.EMPLOYERS if any(w in e for w in ("Haulage", "Freight", "Logistics", "Bus", "Taxis", "Foods"))]
    elif "farmer" in j:
        emp = [e for e in P.EMPLOYERS if "Co-op" in e or "Mart" in e or "Dairies" in e]
    elif j in ("solicitor", "receptionist", "accountant"):
        emp = [e for e in P.EMPLOYERS if "Solicitors" in e or "Credit" in e or "Call" in e]
    elif j in ("butcher", "shop assistant", "retail manager"):
        emp = [e for e in P.EMPLOYERS if any(w in e for w in ("Meats", "Foods", "Garden", "Dairies"))]
    elif j in ("chef", "bar manager", "publican", "cleaner"):
        emp = [e for e in P.EMPLOYERS if "Hotel" in e or "Bar" in e or "Distillery" in e]
    elif j in ("engineer", "civil engineer", "electrician", "plumber", "plasterer", "bricklayer", "scaffolder", "roofer", "joiner", "carpenter", "mechanic"):
        emp = [e for e in P.EMPLOYERS if any(w in e for w in ("Engineering", "Construction", "Homes", "Plumbing", "Motors", "Quarries", "Energy"))]
    elif "software" in j or "IT" in j:
        emp = [e for e in P.EMPLOYERS if "Software" in e or "Call" in e]
    c.employer = rng.choice(emp or P.EMPLOYERS)
    c.club = rng.choice(P.CLUBS)
    c.drives = rng.random() < (0.75 if c.age < 80 else 0.35)
    c.vreg = F.vehicle_reg(rng, country)
    c.dl = F.driving_licence(rng, country, c.pt, c.dob)
    c.handed = "right" if rng.random() < 0.88 else "left"
    # clinical story
    c.side = rng.choice(["left", "right"])
    c.contra = "right" if c.side == "left" else "left"
    dom_hemi = "left" if c.handed == "right" else "right"
    c.dominant = c.side == dom_hemi
    if kind == "stroke":
        c.subtype = rng.choice(["ischaemic"] * 8 + ["ICH"] * 2)
    elif kind == "tia":
        c.subtype = "TIA"
    elif kind == "sah":
        c.subtype = "SAH"
    elif kind == "tbi":
        c.subtype = "TBI"
    else:
        c.subtype = "ischaemic"
    if c.subtype == "ischaemic":
        c.territory = rng.choice(["MCA", "MCA", "MCA", "lacunar", "posterior", "PCA", "ACA", "MCA"])
    elif c.subtype == "ICH":
        c.territory = rng.choice(["basal ganglia", "thalamic", "lobar", "cerebellar"])
    else:
        c.territory = ""
    c.ocsp = {"MCA": rng.choice(["TACS", "PACS", "PACS"]), "lacunar": "LACS", "posterior": "POCS",
              "PCA": "POCS", "ACA": "PACS"}.get(c.territory, "")
    sev = rng.random()
    if c.subtype == "TIA":
        c.nihss = 0
    elif c.territory == "lacunar":
        c.nihss = rng.randrange(2, 8)
    elif c.ocsp == "TACS":
        c.nihss = rng.randrange(14, 26)
    else:
        c.nihss = int(sev * 16) + 1
    c.nihss_d = max(0, c.nihss - rng.randrange(0, max(2, c.nihss // 2 + 2)))
    c.mrs_pre = rng.choice([0, 0, 0, 1, 1, 2, 3])
    c.mrs_d = min(5, max(c.mrs_pre, 1 + c.nihss_d // 4 + rng.randrange(0, 2)))
    c.aphasia = c.subtype in ("ischaemic", "ICH") and c.dominant and c.territory in ("MCA", "lobar", "basal ganglia", "ACA", "thalamic") and rng.random() < 0.8
    c.neglect = c.subtype in ("ischaemic", "ICH") and not c.dominant and c.territory in ("MCA", "lobar", "PCA") and rng.random() < 0.7
    c.dysphagia = c.nihss >= 6 and rng.random() < 0.7 or (c.subtype == "TBI" and rng.random() < 0.6)
    c.dysarthria = rng.random() < (0.6 if c.territory in ("lacunar", "posterior", "cerebellar") else 0.35)
    c.af = c.subtype == "ischaemic" and rng.random() < 0.3
    c.lysis = c.subtype == "ischaemic" and c.nihss >= 4 and rng.random() < 0.45
    c.thrombectomy = c.subtype == "ischaemic" and c.ocsp == "TACS" and rng.random() < 0.6
    c.agent = rng.choice(["tenecteplase", "alteplase"]) if c.lysis else ""
    c.weight = rng.randrange(52, 112)
    c.los = rng.randrange(3, 12) if c.nihss < 6 else rng.randrange(9, 60)
    c.adm = F.plus(c.onset, rng.choice([0, 0, 0, 0, 1]))
    c.dis = F.plus(c.adm, c.los)
    c.clinic = F.plus(c.dis, rng.choice([28, 35, 42, 56, 84, 90]))
    c.acc = F.accession(rng, c.adm)
    c.acc2 = F.accession(rng, F.plus(c.adm, 1))
    c.spec = F.specimen(rng, c.adm)
    # TBI
    c.mech = rng.choice(["fall from a ladder at work", "fall down stairs at home", "assault",
                         "road traffic collision (driver)", "road traffic collision (pedestrian)",
                         "fall from a horse", "cycling accident, no helmet", "fall from a trailer on the farm",
                         "fall from height on a building site", "motorbike collision"])
    c.gcs_scene = rng.randrange(3, 13)
    c.pta = rng.randrange(3, 70)
    return c
