"""Per-note context: people, places, identifiers, devices and helpers shared by the genre writers."""
import datetime

import fmt
import places
import pools

NICK = [("Alexander", "Xander", "M"), ("Elizabeth", "Libby", "F"), ("Katherine", "Kate", "F"),
        ("Thomas", "Tom", "M"), ("Benjamin", "Ben", "M"), ("Samuel", "Sam", "M"), ("Jessica", "Jess", "F"),
        ("Rebecca", "Becky", "F"), ("Matthew", "Matty", "M"), ("Nicholas", "Nico", "M"),
        ("Margaret", "Maggie", "F"), ("Abigail", "Abi", "F"), ("Theodore", "Teddy", "M"),
        ("Christopher", "Kit", "M"), ("Olufemi", "Femi", "M"), ("Muhammad", "Mo", "M"),
        ("Aleksandra", "Ola", "F"), ("Josephine", "Josie", "F"), ("Daniel", "Danny", "M"),
        ("Victoria", "Tori", "F"), ("Gabriel", "Gabe", "M"), ("Isabella", "Bella", "F")]

PUMPS = [("Medtronic MiniMed 780G", "medtronic", "SmartGuard", ["Guardian 4", "Simplera Sync"]),
         ("Tandem t:slim X2", "tandem", "Control-IQ", ["Dexcom G6", "Dexcom G7", "FreeStyle Libre 2 Plus"]),
         ("Omnipod 5", "omnipod", "SmartAdjust", ["Dexcom G6", "Dexcom G7", "FreeStyle Libre 2 Plus"]),
         ("mylife YpsoPump", "ypsomed", "CamAPS FX", ["Dexcom G6", "FreeStyle Libre 3"]),
         ("Tandem Mobi", "tandem", "Control-IQ+", ["Dexcom G7"]),
         ("Medtronic MiniMed 770G", "medtronic", "SmartGuard", ["Guardian 3"])]
CGM_KIND = {"Guardian 4": "guardian", "Guardian 3": "guardian", "Simplera Sync": "guardian",
            "Dexcom G6": "g6tx", "Dexcom G7": "g7", "FreeStyle Libre 2": "libre",
            "FreeStyle Libre 2 Plus": "libre", "FreeStyle Libre 3": "libre"}
CGM_APP = {"guardian": "CareLink", "g6tx": "Dexcom Clarity", "g7": "Dexcom Clarity", "libre": "LibreView"}
RAPID = {"US": ["Novolog", "Humalog", "Fiasp", "Lyumjev", "Admelog"],
         "other": ["NovoRapid", "Humalog", "Fiasp", "Lyumjev", "Trurapi"]}
BASAL = {"US": ["Tresiba", "Lantus", "Basaglar", "Levemir", "Semglee"],
         "other": ["Tresiba", "Levemir", "Lantus", "Abasaglar", "Toujeo"]}


def dt(C, d, style=None):
    rng = C["_rng"]
    return (fmt.fdate(d, C["_cc"], style or fmt.pick_style(rng, C["_cc"])), "DATE")


TH = {3.0: 54, 3.9: 70, 4.0: 70, 4.4: 80, 5.5: 100, 6.0: 110, 6.5: 120, 7.0: 125, 7.0001: 125, 8.0: 145,
      8.3: 150, 10.0: 180, 12.0: 215, 12: 215, 13.9: 250, 14: 250, 14.0: 250}


def mg(mmol):
    if mmol in TH:
        return TH[mmol]
    return int(round(mmol * 18))


def glu(C, mmol):
    if C["_cc"] == "US":
        return "%d mg/dL" % mg(mmol)
    return "%.1f mmol/L" % mmol


def gnum(C, mmol):
    if C["_cc"] == "US":
        return "%d" % mg(mmol)
    return "%.1f" % mmol


def a1c(C, mm):
    pct = mm / 10.929 + 2.15
    cc = C["_cc"]
    if cc in ("UK", "IE", "NZ"):
        return "%d mmol/mol" % mm
    if cc == "AU":
        return "%.1f%% (%d mmol/mol)" % (pct, mm)
    return "%.1f%%" % pct


def _pick_name(rng, pool, used):
    for _ in range(200):
        n = rng.choice(pool)
        if n.lower() not in used:
            used.add(n.lower())
            return n
    raise RuntimeError("name pool exhausted")


def _surname(rng, used):
    for _ in range(200):
        n = rng.choice(pools.SURNAMES)
        toks = n.lower().split()
        if not any(t in used for t in toks):
            used.update(toks)
            return n
    raise RuntimeError("surname pool exhausted")


def person(rng, used, sex, adult=True, last=None):
    if adult:
        pool = (pools.ADULT_F + pools.FEMALE[:60]) if sex == "F" else (pools.ADULT_M + pools.MALE[:60])
    else:
        pool = pools.FEMALE if sex == "F" else pools.MALE
    first = _pick_name(rng, pool, used)
    if last is None:
        last = _surname(rng, used)
    return {"first": first, "last": last, "sex": sex}


def full(p):
    return "%s %s" % (p["first"], p["last"])


def staff(C, used, role_key, sex=None):
    rng = C["_rng"]
    sex = sex or rng.choice("FM")
    p = person(rng, used, sex, True)
    return p


def make_ctx(rng, cc, genre, idx):
    C = {"_rng": rng, "_cc": cc, "_genre": genre}
    used_names = set()
    # ---------------- patient
    sex = rng.choice("FM")
    lo, hi = {"transition_clinic_letter": (15, 19), "school_care_plan": (4, 16), "travel_letter": (3, 18),
              "new_diagnosis_education_record": (1, 17)}.get(genre, (2, 18))
    age = rng.randint(lo, hi)
    pt = person(rng, used_names, sex, adult=False)
    nick = None
    if rng.random() < 0.16:
        cand = [n for n in NICK if n[2] == sex and n[1].lower() not in used_names]
        n = rng.choice(cand)
        pt["first"] = n[0]
        nick = n[1]
        used_names.add(n[1].lower())
        used_names.add(n[0].lower())
    pt["mid"] = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.25 else ""
    C["_pt"] = pt
    pref = nick or pt["first"]
    C["pt"] = (pref, "PATIENT")
    C["pt_fn"] = (pt["first"], "PATIENT")
    C["pt_ln"] = (pt["last"], "PATIENT")
    fulln = pt["first"] + (" %s." % pt["mid"] if pt["mid"] else "") + " " + pt["last"]
    C["pt_full"] = (fulln, "PATIENT")
    C["pt_pfull"] = ("%s %s" % (pref, pt["last"]), "PATIENT")
    C["pt_caps"] = ("%s, %s" % (pt["last"].upper(), pt["first"].upper() + (" " + pt["mid"] if pt["mid"] else "")), "PATIENT")
    ini = pt["first"][0] + pt["last"].replace("'", "").replace(" ", "")[0]
    C["pt_init"] = (rng.choice([ini, "%s.%s." % (ini[0], ini[1])]), "PATIENT")
    title = ("Miss" if age < 16 else rng.choice(["Ms", "Miss"])) if sex == "F" else ("Master" if age < 12 else "Mr")
    C["pt_t"] = [title + " ", (pt["last"], "PATIENT")]
    C["pt_nick_line"] = [(pt["first"], "PATIENT"), " (known as ", (nick, "PATIENT"), ")"] if nick else [(pt["first"], "PATIENT")]
    f = sex == "F"
    C.update({"he": "she" if f else "he", "He": "She" if f else "He", "him": "her" if f else "him",
              "his": "her" if f else "his", "His": "Her" if f else "His", "child": "daughter" if f else "son",
              "kid": "girl" if f else "boy", "yp": "young woman" if f else "young man", "sexw": "Female" if f else "Male",
              "sx": "F" if f else "M"})
    C["_age"] = age
    C["age"] = (str(age), "AGE")
    # ---------------- dates
    start = datetime.date(2019, 1, 1)
    visit = fmt.add_days(start, rng.randint(0, 2370))
    dob = fmt.add_days(visit, -(age * 365 + rng.randint(5, 360)))
    if genre == "new_diagnosis_education_record":
        dx_age = age
        dx = fmt.add_days(visit, -rng.randint(1, 4))
    else:
        dx_age = rng.randint(1, max(1, age - 1))
        span_days = max(30, min((age - dx_age) * 365, (visit - dob).days - 400))
        dx = fmt.add_days(visit, -rng.randint(30, span_days))
        dx_age = max(0, (dx - dob).days // 365)
    C.update({"_visit": visit, "_dob": dob, "_dx": dx, "_dx_age": dx_age})
    C["visit"] = dt(C, visit)
    C["dob"] = dt(C, dob, rng.choice(["num", "num", "long", "abbr"]))
    C["dx"] = dt(C, dx)
    C["dx_y"] = (str(dx.year), "DATE")
    C["dx_my"] = dt(C, dx, rng.choice(["my", "mys", "mnum"]))
    C["age_dx"] = (str(dx_age), "AGE")
    C["dur"] = max(0, (visit - dx).days // 365)
    # ---------------- family
    p1rel = rng.choice(["mum"] * 11 + ["dad"] * 5 + ["grandmother", "foster carer", "stepmum", "aunt", "grandfather"])
    p1sex = "M" if p1rel in ("dad", "grandfather") else ("F" if p1rel != "foster carer" else rng.choice("FM"))
    same = rng.random() < 0.72 and p1rel not in ("foster carer", "aunt")
    p1 = person(rng, used_names, p1sex, True, pt["last"] if same else None)
    has_p2 = rng.random() < 0.6 and p1rel in ("mum", "dad", "stepmum")
    p2rel = "dad" if p1rel in ("mum", "stepmum") else "mum"
    if p1rel == "mum" and rng.random() < 0.2:
        p2rel = rng.choice(["stepdad", "partner"])
    p2sex = "M" if p2rel in ("dad", "stepdad") else ("F" if p2rel == "mum" else rng.choice("FM"))
    p2 = person(rng, used_names, p2sex, True, pt["last"] if (p2rel == "dad" and same and rng.random() < 0.8) else None)
    us = cc in ("US", "CA")
    def relword(r):
        return {"mum": "mom" if us else "mum"}.get(r, r)
    C["_has_p2"] = has_p2
    for k, p, r in (("p1", p1, p1rel), ("p2", p2, p2rel)):
        C[k] = (p["first"], "FAMILY")
        C[k + "_full"] = (full(p), "FAMILY")
        C[k + "_ln"] = (p["last"], "FAMILY")
        t = "Mrs" if p["sex"] == "F" and rng.random() < 0.6 else ("Ms" if p["sex"] == "F" else "Mr")
        C[k + "_t"] = [t + " ", (p["last"], "FAMILY")]
        C[k + "_rel"] = relword(r)
        C[k.upper() + "_rel"] = relword(r)[0].upper() + relword(r)[1:]
        C[k + "_job"] = (rng.choice(pools.OCCUPATIONS), "PROFESSION")
        C[k + "_ajob"] = [art(C[k + "_job"][0]), C[k + "_job"]]
        C[k + "_mob"] = (fmt.phone(rng, cc, "mobile"), "PHONE")
        C[k + "_email"] = (fmt.email(rng, p["first"], p["last"]), "EMAIL")
        C["_" + k] = p
    C["home_tel"] = (fmt.phone(rng, cc, "land"), "PHONE")
    sib_sex = rng.choice("FM")
    sib = person(rng, used_names, sib_sex, False, pt["last"])
    sib_age = max(1, age + rng.choice([-6, -4, -3, -2, 2, 3, 5]))
    C["sib"] = (sib["first"], "FAMILY")
    C["sib_rel"] = ("older " if sib_age > age else "younger ") + ("sister" if sib_sex == "F" else "brother")
    C["sib_age"] = (str(sib_age), "AGE")
    gsex = rng.choice("FM")
    gr = person(rng, used_names, gsex, True, pt["last"] if rng.random() < 0.5 else None)
    C["gran"] = (full(gr), "FAMILY")
    C["gran_fn"] = (gr["first"], "FAMILY")
    C["gran_rel"] = rng.choice(["grandmother", "nan", "nana", "granny"]) if gsex == "F" else rng.choice(["grandfather", "grandad", "poppa"])
    fr = person(rng, used_names, rng.choice("FM"), False)
    C["friend"] = (fr["first"], "FAMILY")
    C["friend_full"] = (full(fr), "FAMILY")
    C["pt_job"] = (rng.choice(pools.TEEN_JOBS), "PROFESSION")
    C["pt_ajob"] = [art(C["pt_job"][0]), C["pt_job"]]
    # ---------------- address
    town, region, pre = rng.choice(places.TOWNS[cc])
    C["_town"] = town
    num = str(rng.randint(1, 240))
    sname = rng.choice(places.STREET_NAMES) + " " + rng.choice(places.SUFFIX[cc])
    if cc == "UK" and rng.random() < 0.2:
        street = "Flat %d, %s %s" % (rng.randint(1, 12), num, sname)
    elif cc == "US" and rng.random() < 0.3:
        street = "%s%s %s, Apt %d%s" % (num, fmt.digits(rng, 2), sname, rng.randint(1, 9), rng.choice("ABCD"))
    elif cc == "AU" and rng.random() < 0.3:
        street = "Unit %d/%s %s" % (rng.randint(1, 14), num, sname)
    elif cc == "CA" and rng.random() < 0.3:
        street = "%d-%s%s %s" % (rng.randint(101, 1804), num, fmt.digits(rng, 1), sname)
    elif cc == "NZ" and rng.random() < 0.3:
        street = "%s%s %s" % (num, rng.choice("ABC"), sname)
    else:
        street = "%s %s" % (num, sname)
    zipc = fmt.postcode(rng, cc, pre)
    C["street"] = (street, "STREET")
    C["city"] = (town, "CITY")
    C["zip"] = (zipc, "ZIP")
    if cc in ("US", "AU", "CA"):
        C["region"] = (region, "STATE")
        C["region_long"] = (places.STATE_NAMES[region], "STATE")
    elif cc == "NZ":
        C["region"] = (region, "STATE")
        C["region_long"] = (region, "STATE")
    elif cc == "IE":
        C["region"] = (region, "CITY")
        C["region_long"] = (region, "CITY")
    else:
        C["region"] = (region, "CITY") if region else None
        C["region_long"] = C["region"]
    C["addr"] = address(C, street, town, region, zipc)
    # ---------------- hospital and team
    hosp = rng.choice(places.HOSPITALS[cc])
    C["_hosp"] = hosp
    C["hosp"] = (hosp, "HOSPITAL")
    C["hosp_s"] = (places.hosp_short(hosp), "HOSPITAL")
    others = [h for h in places.HOSPITALS[cc] if h != hosp]
    C["hosp2"] = (rng.choice(others), "HOSPITAL")
    C["hosp3"] = (rng.choice([h for h in others if h != C["hosp2"][0]]), "HOSPITAL")
    htown, hreg, hpre = rng.choice(places.TOWNS[cc][:12] + [(town, region, pre)])
    hstreet = "%d %s %s" % (rng.randint(1, 400), rng.choice(places.STREET_NAMES), rng.choice(places.SUFFIX[cc]))
    C["hosp_addr"] = address(C, hstreet, htown, hreg, fmt.postcode(rng, cc, hpre))
    wards = [w for w in places.WARDS if "Pediatric" not in w]
    if cc == "US":
        wards = ["Pediatric 5 West", "4 North", "Ward 3C", "Lighthouse Unit", "Rainbow Unit", "Sunflower Unit", "7 East PICU Step-Down"]
    C["ward"] = (rng.choice(wards), "HOSPITAL")
    C["bed"] = (str(rng.randint(1, 28)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    C["room"] = (rng.choice(["%d" % rng.randint(1, 14), "%d.%02d" % (rng.randint(1, 3), rng.randint(1, 40)),
                             "%s%d" % (rng.choice("ABCDE"), rng.randint(1, 30))]), "LOCATION_OTHER")
    C["bldg"] = (rng.choice(places.BUILDINGS), "LOCATION_OTHER")
    C["hosp_tel"] = (fmt.phone(rng, cc, "land"), "PHONE")
    C["hosp_tel_x"] = (fmt.phone(rng, cc, "land") + fmt.extension(rng), "PHONE")
    C["hosp_fax"] = (fmt.phone(rng, cc, "land"), "FAX")
    C["oncall"] = (fmt.phone(rng, cc, "land"), "PHONE")
    C["bleep"] = (fmt.pager(rng), "PHONE")
    hs = fmt.slug(places.hosp_short(hosp))
    C["team_email"] = (fmt.email(rng, role=rng.choice(["paed.diabetes", "diabetes.team", "%s.diabetes" % hs.replace("-", ""),
                                                      "kidsdiabetes", "diabetesnurses"])), "EMAIL")
    C["team_url"] = (fmt.url(rng, rng.choice(["%s/diabetes" % hs, "%s-childrens-diabetes" % hs,
                                                "services/%s/paediatric-diabetes" % hs, "%s/t1d-resources" % hs])), "URL")
    C["paed"] = "pediatric" if us else "paediatric"
    C["Paed"] = "Pediatric" if us else "Paediatric"
    C["mum"] = "mom" if us else "mum"
    C["Mum"] = "Mom" if us else "Mum"
    C["hypo_w"] = "hypoglycemia" if us else "hypoglycaemia"
    C["centre"] = "center" if cc == "US" else "centre"
    C["gpw"] = {"US": "pediatrician", "CA": "family physician"}.get(cc, "GP")
    C["unit"] = "mg/dL" if cc == "US" else "mmol/L"
    C["carbapp"] = "Carbs & Cals" if cc in ("UK", "IE") else "CalorieKing"
    C["camhs"] = {"UK": "CAMHS", "IE": "CAMHS", "NZ": "ICAMHS", "AU": "CYMHS", "US": "outpatient behavioral health",
                  "CA": "Child and Youth Mental Health"}[cc]
    C["dsnw"] = {"UK": "PDSN", "US": "diabetes educator", "AU": "CDE", "CA": "diabetes educator", "IE": "CNS",
                 "NZ": "diabetes nurse specialist"}[cc]
    # ---------------- staff
    def st(sex=None):
        return person(rng, used_names, sex or rng.choice("FM"), True)
    roles = ROLES[cc]
    for key in ("cons", "reg", "dsn", "dsn2", "diet", "psych", "sw", "gp", "schn", "rep", "oc", "rn", "pharm_p", "adult"):
        p = st()
        C["_" + key] = p
        C[key] = (full(p), "DOCTOR")
        C[key + "_ln"] = (p["last"], "DOCTOR")
        C[key + "_fn"] = (p["first"], "DOCTOR")
        C[key + "_i"] = ("%s. %s" % (p["first"][0], p["last"]), "DOCTOR")
        C[key + "_role"] = roles.get(key, "")
    lab, val = fmt.lic_clin(rng, cc)
    C["cons_lic_l"] = lab
    C["cons_lic"] = (val, "LICENSE")
    lab, val = fmt.lic_clin(rng, cc)
    C["gp_lic_l"] = lab
    C["gp_lic"] = (val, "LICENSE")
    lab, val = fmt.nurse_lic(rng, cc)
    C["dsn_lic_l"] = lab
    C["dsn_lic"] = (val, "LICENSE")
    C["typ"] = (rng.choice(pools.TRANS_INITIALS), "DOCTOR")
    C["cons_ini"] = ((C["_cons"]["first"][0] + C["_cons"]["last"].replace("'", "").replace(" ", "")[0]).upper(), "DOCTOR")
    C["dsn_ini"] = ((C["_dsn"]["first"][0] + C["_dsn"]["last"].replace("'", "").replace(" ", "")[0]).upper(), "DOCTOR")
    C["diet_ini"] = ((C["_diet"]["first"][0] + C["_diet"]["last"].replace("'", "").replace(" ", "")[0]).upper(), "DOCTOR")
    C["gp_prac"] = (rng.choice(places.PRACTICES[cc]), "HOSPITAL")
    C["gp_addr"] = address(C, "%d %s %s" % (rng.randint(1, 90), rng.choice(places.STREET_NAMES), rng.choice(places.SUFFIX[cc])),
                           town, region, fmt.postcode(rng, cc, pre))
    C["gp_tel"] = (fmt.phone(rng, cc, "land"), "PHONE")
    C["gp_fax"] = (fmt.phone(rng, cc, "land"), "FAX")
    C["pharmacy"] = (rng.choice(places.PHARMACIES), "HOSPITAL")
    # ---------------- school
    C["school"] = (school_for(rng, cc, age), "ORGANIZATION")
    C["grade"] = grade(rng, cc, age)
    C["sch_tel"] = (fmt.phone(rng, cc, "land"), "PHONE")
    C["sch_email"] = (fmt.email(rng, role=rng.choice(["office", "admin", "senco", "wellbeing", "frontdesk", "schoolnurse"])), "EMAIL")
    t = st()
    C["_teacher"] = t
    C["teacher"] = (full(t), "FAMILY")
    C["teacher_t"] = [("Mrs " if t["sex"] == "F" and rng.random() < 0.5 else ("Ms " if t["sex"] == "F" else "Mr ")), (t["last"], "FAMILY")]
    ta = st()
    C["ta"] = (full(ta), "FAMILY")
    C["ta_fn"] = (ta["first"], "FAMILY")
    hd = st()
    C["head_t"] = [rng.choice(["Mr ", "Mrs ", "Ms ", "Dr "]) if True else "", (hd["last"], "FAMILY")]
    C["head"] = (full(hd), "FAMILY")
    coach = st()
    C["coach"] = (coach["first"], "FAMILY")
    club, C["sport"] = rng.choice(pools.CLUBS)
    C["club"] = (club, "ORGANIZATION")
    C["employer"] = (rng.choice(pools.EMPLOYERS), "ORGANIZATION")
    C["employer2"] = (rng.choice(pools.EMPLOYERS), "ORGANIZATION")
    C["uni"] = (rng.choice(pools.UNIS), "ORGANIZATION")
    C["insurer"] = (rng.choice(pools.INSURERS[cc]), "ORGANIZATION")
    # ---------------- identifiers
    C["mrn"] = (fmt.mrn(rng, cc), "MRN")
    lab, val, typ = fmt.natid(rng, cc)
    C["nat_l"] = lab
    C["nat"] = (val, typ)
    C["plan"] = (fmt.plan_id(rng, cc), "HEALTHPLAN")
    C["group"] = (fmt.group_no(rng), "HEALTHPLAN")
    C["acct"] = (fmt.acct(rng, cc), "ACCOUNT")
    C["acct2"] = (fmt.acct(rng, cc), "ACCOUNT")
    C["ssn"] = (fmt.ssn(rng, cc), "SSN")
    C["ssn_l"] = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "AU": "TFN", "NZ": "IRD No"}.get(cc, "NI No")
    C["lab1"] = (fmt.idnum(rng, "lab"), "IDNUM")
    C["lab2"] = (fmt.idnum(rng, "lab"), "IDNUM")
    C["order"] = (fmt.idnum(rng, "order"), "IDNUM")
    C["ref"] = (fmt.idnum(rng, "ref"), "IDNUM")
    C["callref"] = (fmt.idnum(rng, "call"), "IDNUM")
    C["incident"] = (fmt.idnum(rng, "incident"), "IDNUM")
    C["student"] = (fmt.idnum(rng, "student"), "IDNUM")
    C["ambref"] = (fmt.idnum(rng, "amb"), "IDNUM")
    C["passport"] = (fmt.idnum(rng, "passport"), "IDNUM")
    C["interp_id"] = (fmt.idnum(rng, "interp"), "IDNUM")
    C["plate"] = (fmt.plate(rng, cc), "VEHICLE")
    C["vin"] = (fmt.vin(rng), "VEHICLE")
    C["dl"] = (fmt.driver_lic(rng, cc, pt["last"]), "LICENSE")
    C["p1_dl"] = (fmt.driver_lic(rng, cc, p1["last"]), "LICENSE")
    C["bio_finger"] = (fmt.bioid(rng, "finger"), "BIOID")
    C["bio_palm"] = (fmt.bioid(rng, "palm"), "BIOID")
    C["bio_voice"] = (fmt.bioid(rng, "voice"), "BIOID")
    C["ip"] = (fmt.ipaddr(rng), "IPADDR")
    C["ip2"] = (fmt.ipaddr(rng), "IPADDR")
    # ---------------- devices
    C["_on_pump"] = genre != "new_diagnosis_education_record" and rng.random() < 0.6
    pm = rng.choice(PUMPS)
    C["pump"] = pm[0]
    C["algo"] = pm[2]
    C["pump_sn"] = (fmt.device_serial(rng, pm[1]), "DEVICE")
    C["old_pump_sn"] = (fmt.device_serial(rng, pm[1]), "DEVICE")
    cg = rng.choice(pm[3])
    C["cgm"] = cg
    C["cgm_sn"] = (fmt.device_serial(rng, CGM_KIND[cg]), "DEVICE")
    C["cgm_app"] = CGM_APP[CGM_KIND[cg]]
    C["meter"] = rng.choice(["Accu-Chek Guide", "Contour Next One", "FreeStyle Optium Neo", "GlucoRx HCT", "CareSens Dual"])
    C["meter_sn"] = (fmt.device_serial(rng, "meter"), "DEVICE")
    C["ket_sn"] = (fmt.device_serial(rng, "ketone"), "DEVICE")
    C["rapid"] = rng.choice(RAPID["US" if cc == "US" else "other"])
    C["basal"] = rng.choice(BASAL["US" if cc == "US" else "other"])
    C["user_pt"] = (fmt.username(rng, pref, pt["last"]), "USERNAME")
    C["user_p1"] = (fmt.username(rng, p1["first"], p1["last"]), "USERNAME")
    C["user_staff"] = (fmt.username(rng, C["_dsn"]["first"], C["_dsn"]["last"], "staff"), "USERNAME")
    C["user_cons"] = (fmt.username(rng, C["_cons"]["first"], C["_cons"]["last"], "staff"), "USERNAME")
    C["ns_url"] = (fmt.url(rng, "ns/%s-%s" % (fmt.slug(pref), fmt.slug(pt["last"])[:4])), "URL")
    C["portal_url"] = (fmt.url(rng, rng.choice(["portal/login", "mychart", "patient-portal", "carelink/upload", "myhealth/records"])), "URL")
    C["country_home"] = (places.COUNTRY_NAME[cc], "COUNTRY")
    oc, C["lang"] = rng.choice(pools.ORIGINS)
    C["origin"] = (oc, "COUNTRY")
    C["dest"] = (rng.choice(pools.HOLIDAY_COUNTRIES), "COUNTRY")
    return C


def art(word):
    return "an " if word[0].lower() in "aeiou" and not word.startswith("uni") else "a "


def grade(rng, cc, age):
    """School year/grade words appropriate to age and country."""
    if age < 5:
        return {"US": "Pre-K", "CA": "Junior Kindergarten", "AU": "Kindy", "NZ": "Kindergarten", "IE": "Preschool"}.get(cc, "Nursery")
    if cc == "UK":
        return "Year %d" % min(13, age - 4)
    if cc == "NZ":
        return "Year %d" % min(13, age - 4)
    if cc == "AU":
        return "Year %d" % min(12, age - 5) if age > 5 else "Prep"
    if cc == "IE":
        cls = ["Junior Infants", "Senior Infants", "1st Class", "2nd Class", "3rd Class", "4th Class", "5th Class",
               "6th Class", "1st Year", "2nd Year", "3rd Year", "Transition Year", "5th Year", "6th Year"]
        return cls[max(0, min(len(cls) - 1, age - 4))]
    g = age - 5
    return "Kindergarten" if g <= 0 else "Grade %d" % min(12, g)


def school_for(rng, cc, age):
    pool = places.SCHOOLS[cc]
    if age < 5:
        return rng.choice(places.NURSERIES)
    sec = [s for s in pool if any(k in s for k in places.SECONDARY_KEYS)]
    pri = [s for s in pool if s not in sec]
    return rng.choice(sec if age >= 12 else pri)


def address(C, street, town, region, zipc):
    cc = C["_cc"]
    rng = C["_rng"]
    S, T, Z = (street, "STREET"), (town, "CITY"), (zipc, "ZIP")
    if cc == "US":
        return [S, ", ", T, ", ", (region, "STATE"), " ", Z]
    if cc == "CA":
        return [S, ", ", T, ", ", (region, "STATE"), "  ", Z] if rng.random() < 0.3 else [S, ", ", T, " ", (region, "STATE"), " ", Z]
    if cc == "AU":
        return [S, ", ", T, " ", (region, "STATE"), " ", Z]
    if cc == "IE":
        if region.startswith("Dublin"):
            return [S, ", ", T, ", ", (region, "CITY"), ", ", Z]
        return [S, ", ", T, ", ", (region, "CITY"), ", ", Z] if rng.random() < 0.7 else [S, ", ", T, ", ", Z]
    if cc == "NZ":
        return [S, ", ", T, " ", Z]
    if region and rng.random() < 0.5:
        return [S, ", ", T, ", ", (region, "CITY"), ", ", Z]
    return [S, ", ", T, ", ", Z]


ROLES = {
    "UK": {"cons": "Consultant Paediatrician (Diabetes)", "reg": "ST5 Paediatric Registrar",
           "dsn": "Paediatric Diabetes Specialist Nurse", "dsn2": "PDSN", "diet": "Paediatric Diabetes Dietitian",
           "psych": "Clinical Psychologist", "sw": "Social Worker", "gp": "General Practitioner",
           "schn": "School Nurse", "rep": "Clinical Specialist", "oc": "Paediatric Registrar on call",
           "rn": "Staff Nurse", "pharm_p": "Paediatric Pharmacist"},
    "US": {"cons": "Pediatric Endocrinologist", "reg": "Pediatric Endocrinology Fellow",
           "dsn": "RN, CDCES", "dsn2": "RN, CDCES", "diet": "RD, CDCES", "psych": "PhD, Pediatric Psychologist",
           "sw": "LCSW", "gp": "Pediatrician", "schn": "School Nurse, RN", "rep": "Clinical Manager",
           "oc": "Endocrine Fellow on call", "rn": "RN", "pharm_p": "PharmD"},
    "AU": {"cons": "Paediatric Endocrinologist", "reg": "Advanced Trainee, Paediatric Endocrinology",
           "dsn": "Credentialled Diabetes Educator", "dsn2": "RN CDE", "diet": "Accredited Practising Dietitian",
           "psych": "Clinical Psychologist", "sw": "Social Worker", "gp": "General Practitioner",
           "schn": "School Health Nurse", "rep": "Clinical Educator", "oc": "Paediatric Registrar on call",
           "rn": "RN", "pharm_p": "Clinical Pharmacist"},
    "CA": {"cons": "Pediatric Endocrinologist", "reg": "Pediatric Endocrinology Resident",
           "dsn": "RN, Certified Diabetes Educator", "dsn2": "RN, CDE", "diet": "Registered Dietitian, CDE",
           "psych": "Psychologist", "sw": "MSW, RSW", "gp": "Family Physician", "schn": "Public Health Nurse",
           "rep": "Clinical Trainer", "oc": "Endocrinology Resident on call", "rn": "RN", "pharm_p": "Pharmacist"},
    "IE": {"cons": "Consultant Paediatric Endocrinologist", "reg": "Paediatric SpR",
           "dsn": "Clinical Nurse Specialist Diabetes", "dsn2": "CNS", "diet": "Senior Paediatric Dietitian",
           "psych": "Senior Clinical Psychologist", "sw": "Medical Social Worker", "gp": "General Practitioner",
           "schn": "Public Health Nurse", "rep": "Clinical Specialist", "oc": "Paediatric Registrar on call",
           "rn": "CNM", "pharm_p": "Pharmacist"},
    "NZ": {"cons": "Paediatrician", "reg": "Paediatric Registrar", "dsn": "Clinical Nurse Specialist, Diabetes",
           "dsn2": "CNS", "diet": "Paediatric Dietitian", "psych": "Clinical Psychologist", "sw": "Social Worker",
           "gp": "General Practitioner", "schn": "Public Health Nurse", "rep": "Clinical Educator",
           "oc": "Paediatric Registrar on call", "rn": "RN", "pharm_p": "Pharmacist"},
}
