"""Per-note context: every PHI value a template may use, as key -> (value, type-or-None)."""
import datetime as dt
import re

import clin as C
import phi as H
import pools as P

STAFF_ROLES = ["cons", "reg", "sho", "fy", "nurse", "physio", "ot", "radiol", "anaes", "plast", "sec",
               "pharm", "gp", "ogeri", "sw", "hca", "scrub", "cons2", "vfcn"]


def _age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def make_ctx(rng, country, inj=None, anchor=None):
    c = {}
    uk = country == "UK"
    c["_country"] = (country, None)
    if inj is None:
        inj = rng.choice(C.INJURIES)
    c["_inj"] = (inj, None)
    c["side"] = (rng.choice(["left", "right"]), None)
    c["sideL"] = ("L" if c["side"][0] == "left" else "R", None)
    for k in ["site", "dx", "short", "xr", "xr_fu", "mgmt", "op", "implant", "cast", "wb", "fu"]:
        c["i_" + k] = (re.sub(r"\b[LR]\b", c["sideL"][0], inj[k]), None)
    c["i_mech"] = (rng.choice(inj["mech"]), None)

    # ---- dates
    d0 = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 6 * 365 + 150))
    if anchor is not None:
        d0 = anchor - dt.timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 4, 6]))
    c["_d0"] = (d0, None)
    style = rng.choice(H.LONG_STYLES)
    c["_style"] = (style, None)
    d_inj = d0 - dt.timedelta(days=rng.choice([0, 0, 0, 1, 1, 2, 3]))
    d_adm = d0
    d_op = d_adm + dt.timedelta(days=rng.choice([0, 1, 1, 1, 2, 3]))
    d_dis = d_op + dt.timedelta(days=rng.randint(2, 16))
    d_clin = d_inj + dt.timedelta(days=rng.randint(5, 14))
    d_fu = d_clin + dt.timedelta(days=rng.choice([14, 21, 28, 42, 42]))
    d_typed = d_clin + dt.timedelta(days=rng.randint(1, 6))
    d_next = d_fu + dt.timedelta(days=rng.choice([7, 7, 14, 14, 21]))
    d_prev = d_clin - dt.timedelta(days=rng.randint(14, 60))
    d_old = dt.date(rng.randint(1995, d0.year - 1), rng.randint(1, 12), rng.randint(1, 28))
    d_pod1 = d_op + dt.timedelta(days=1)
    for k, d in [("d_pod1", d_pod1), ("d_inj", d_inj), ("d_adm", d_adm), ("d_op", d_op), ("d_dis", d_dis), ("d_clin", d_clin),
                 ("d_fu", d_fu), ("d_next", d_next), ("d_typed", d_typed), ("d_prev", d_prev), ("d_old", d_old)]:
        H.add_date(c, k, d, rng, style)
    c["d_old_y"] = (str(d_old.year), "DATE")
    c["d_old_my"] = (H.fmt_date(d_old, 14), "DATE")
    c["holiday"] = (rng.choice(["Christmas", "Boxing Day", "New Year's Eve", "Easter Monday", "Good Friday"] +
                               (["August bank holiday", "Bonfire Night"] if uk else
                                ["Anzac Day", "Australia Day", "King's Birthday long weekend"])), "DATE")

    # ---- patient
    lo, hi = inj["ages"]
    age = rng.randint(lo, hi)
    dob = d0 - dt.timedelta(days=age * 365 + age // 4 + rng.randint(1, 360))
    age = _age_at(dob, d0)
    if d_old.year < dob.year + 12:
        d_old = d_old.replace(year=min(d0.year - 1, dob.year + 12 + d_old.year % 5))
        H.add_date(c, "d_old", d_old, rng, style)
        c["d_old_y"] = (str(d_old.year), "DATE")
        c["d_old_my"] = (H.fmt_date(d_old, 14), "DATE")
    p = H.person(rng)
    c["_pt"] = (p, None)
    H.add_person(c, "pt", p, "PATIENT", rng)
    c["ptT"] = (H.title_of(rng, p), None)
    if age < 16:
        c["ptT"] = ("Master" if p["sex"] == "M" else "Miss", None)
    m = p["sex"] == "M"
    for k, a, b in [("he", "he", "she"), ("He", "He", "She"), ("his", "his", "her"), ("His", "His", "Her"),
                    ("him", "him", "her"), ("sexl", "M", "F"), ("sexw", "male", "female"),
                    ("man", "man", "woman"), ("gent", "gentleman", "lady"), ("boy", "boy", "girl")]:
        c[k] = (a if m else b, None)
    c["age"] = (str(age), "AGE")
    c["age_w"] = (C.age_words(age), "AGE")
    c["_age"] = (age, None)
    dstyle = rng.choice([0, 0, 0, 2, 4, 7, 8, 3])
    c["dob"] = (H.fmt_date(dob, dstyle), "DATE")
    c["dob2"] = (H.fmt_date(dob, 0), "DATE")
    c["dob_y"] = (str(dob.year), "DATE")

    # ---- address
    if uk:
        town, county, area = rng.choice(P.UK_PLACES)
        c["pt_st"] = (H.street(rng, country), "STREET")
        c["pt_city"] = (town, "CITY")
        c["pt_county"] = (county, "CITY")
        c["pt_zip"] = (H.uk_postcode(rng, area), "ZIP")
        c["pt_state"] = (county, "CITY")
        c["pt_state_long"] = (county, "CITY")
        c["pt_vill"] = (rng.choice(P.UK_VILLAGES), "CITY")
        c["home_country"] = (rng.choice(["UK", "UK", "United Kingdom"]), "COUNTRY")
    else:
        town, st, pc = rng.choice(P.AU_PLACES)
        c["pt_st"] = (H.street(rng, country), "STREET")
        c["pt_city"] = (town, "CITY")
        c["pt_county"] = (town, "CITY")
        c["pt_zip"] = (pc, "ZIP")
        c["pt_state"] = (st, "STATE")
        c["pt_state_long"] = (P.AU_STATE_LONG[st], "STATE")
        c["pt_vill"] = (rng.choice(P.AU_PLACES)[0], "CITY")
        c["home_country"] = (rng.choice(["Australia", "AUS"]), "COUNTRY")
    c["pt_tel"] = (H.phone(rng, country, False), "PHONE")
    c["pt_mob"] = (H.phone(rng, country, True), "PHONE")
    c["pt_email"] = (H.email_patient(rng, p), "EMAIL")
    c["pt_user"] = (H.username(rng, p), "USERNAME")
    c["origin"] = (rng.choice(P.COUNTRIES_ORIGIN), "COUNTRY")
    c["lang"] = (P.LANGUAGES.get(c["origin"][0], "Polish"), None)
    c["travel"] = (rng.choice(P.COUNTRIES_TRAVEL), "COUNTRY")
    lm = rng.choice(P.LANDMARKS_UK if uk else P.LANDMARKS_AU)
    c["lm_the"] = ("the " if lm.startswith("the ") else "", None)
    c["landmark"] = (lm[4:] if lm.startswith("the ") else lm, "LOCATION_OTHER")

    # ---- hospital
    hosps = P.UK_HOSPITALS if uk else P.AU_HOSPITALS
    hi1, hi2 = rng.sample(range(len(hosps)), 2)
    c["hosp"] = (hosps[hi1][0], "HOSPITAL")
    c["hosp_s"] = (hosps[hi1][1], "HOSPITAL")
    c["hosp2"] = (hosps[hi2][0], "HOSPITAL")
    c["hosp2_s"] = (hosps[hi2][1], "HOSPITAL")
    if uk:
        htown, hcounty, harea = rng.choice(P.UK_PLACES)
        c["hosp_zip"] = (H.uk_postcode(rng, harea), "ZIP")
        c["hosp_state"] = (hcounty, "CITY")
    else:
        htown, hst, hpc = rng.choice(P.AU_PLACES)
        c["hosp_zip"] = (hpc, "ZIP")
        c["hosp_state"] = (hst, "STATE")
    c["hosp_city"] = (htown, "CITY")
    c["hosp_st"] = (H.street_simple(rng, country), "STREET")
    c["hosp_tel"] = (H.phone(rng, country, False), "PHONE")
    c["hosp_tel2"] = (H.phone(rng, country, False) + rng.choice([" ext ", " ext. ", " x"]) +
                      H.digits(rng, 4), "PHONE")
    c["hosp_fax"] = (H.phone(rng, country, False), "FAX")
    dom = rng.choice(["example.org", "example.net"])
    c["clinic_email"] = (rng.choice(["fractureclinic", "ortho.secretaries", "trauma-coordinator", "vfc",
                                     "fls.team", "plasterroom"]) + "@" + dom, "EMAIL")
    c["portal"] = (rng.choice(["https://%s/patientportal" % dom, "www.%s/myrecord" % dom,
                               "https://%s/ortho/referrals" % dom]), "URL")
    c["leaflet"] = (H.url(rng), "URL")
    c["leaflet2"] = (H.url(rng), "URL")
    wards = P.UK_WARDS if uk else P.AU_WARDS
    w1, w2 = rng.sample(range(len(wards)), 2)
    c["ward"] = (wards[w1], "HOSPITAL")
    c["ward_s"] = (wards[w1].replace(" Ward", ""), "HOSPITAL")
    c["ward2"] = (wards[w2], "HOSPITAL")
    c["unit"] = (rng.choice(P.UK_UNITS if uk else P.AU_UNITS), "HOSPITAL")
    c["carehome"] = (rng.choice(P.UK_CARE_HOMES if uk else P.AU_CARE_HOMES), "HOSPITAL")
    c["pharmacy"] = (rng.choice(P.UK_PHARMACIES if uk else P.AU_PHARMACIES), "HOSPITAL")
    c["bay"] = (str(rng.randint(1, 6)), "LOCATION_OTHER")
    c["bed"] = (str(rng.randint(1, 8)), "LOCATION_OTHER")
    c["sideroom"] = (str(rng.randint(1, 12)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    c["cubicle"] = (str(rng.randint(1, 22)), "LOCATION_OTHER")
    c["resus"] = (str(rng.randint(1, 4)), "LOCATION_OTHER")
    c["theatre"] = (str(rng.randint(1, 12)), "LOCATION_OTHER")

    # ---- staff
    for r in STAFF_ROLES:
        sp = H.person(rng)
        c["_" + r] = (sp, None)
        H.add_person(c, r, sp, "DOCTOR", rng)
        c[r + "_user"] = (H.username(rng, sp), "USERNAME")
        c[r + "_email"] = (H.email_staff(rng, sp), "EMAIL")
        c[r + "_T"] = (H.title_of(rng, sp), None)
    # UK surgeons are Mr/Ms/Miss; AU surgeons are Dr
    c["consT"] = (("Mr" if c["_cons"][0]["sex"] == "M" else rng.choice(["Ms", "Miss"])) if uk else "Dr", None)
    c["cons2T"] = (("Mr" if c["_cons2"][0]["sex"] == "M" else "Ms") if uk else "Dr", None)
    c["regT"] = (("Mr" if c["_reg"][0]["sex"] == "M" else "Ms") if uk and rng.random() < 0.5 else "Dr", None)
    c["cons_lic"] = (H.license_no(rng, country, "doctor"), "LICENSE")
    c["reg_lic"] = (H.license_no(rng, country, "doctor"), "LICENSE")
    c["sho_lic"] = (H.license_no(rng, country, "doctor"), "LICENSE")
    c["gp_lic"] = (H.license_no(rng, country, "doctor"), "LICENSE")
    c["gp_prov"] = (H.license_no(rng, country, "provider"), "LICENSE")
    c["cons_prov"] = (H.license_no(rng, country, "provider"), "LICENSE")
    c["presc"] = (H.license_no(rng, country, "prescriber"), "LICENSE")
    c["physio_lic"] = (H.license_no(rng, country, "physio"), "LICENSE")
    c["nurse_lic"] = (H.license_no(rng, country, "nurse"), "LICENSE")
    c["ot_lic"] = (H.license_no(rng, country, "ot"), "LICENSE")
    c["lic_label"] = (rng.choice(["GMC", "GMC No", "GMC no."]) if uk else rng.choice(["AHPRA", "AHPRA reg", "Reg no"]), None)
    c["plic_label"] = ("HCPC" if uk else "AHPRA", None)
    c["nlic_label"] = ("NMC PIN" if uk else "AHPRA", None)
    c["prov_label"] = ("GMC" if uk else rng.choice(["Provider No", "Prov no.", "Medicare provider no"]), None)
    for r in ["sho", "reg", "fy", "nurse", "cons", "physio", "ot", "plast", "vfcn"]:
        c[r + "_bleep"] = (H.bleep(rng), "PHONE")
    c["reg_mob"] = (H.phone(rng, country, True), "PHONE")
    c["grade_sho"] = (rng.choice(["FY2", "CT1", "SHO", "CT2", "F1"]) if uk else rng.choice(["RMO", "HMO2", "PGY2", "Intern"]), None)
    c["grade_reg"] = (rng.choice(["ST4", "ST6", "SpR", "StR", "Reg"]) if uk else rng.choice(["Ortho Reg", "SET3", "Unaccredited Reg", "Fellow"]), None)

    # ---- GP
    c["gp_prac"] = ((rng.choice(P.UK_PRACTICE_STEMS) + " " + rng.choice(P.UK_PRACTICE_SUFFIX)) if uk else
                    (rng.choice(P.AU_PRACTICE_STEMS) + " " + rng.choice(P.AU_PRACTICE_SUFFIX)), "HOSPITAL")
    c["gp_st"] = (H.street_simple(rng, country), "STREET")
    c["gp_city"] = (c["pt_city"][0] if rng.random() < 0.6 else
                    (rng.choice(P.UK_PLACES)[0] if uk else rng.choice(P.AU_PLACES)[0]), "CITY")
    if uk:
        gpl = [pl for pl in P.UK_PLACES if pl[0] == c["gp_city"][0]][0]
        c["gp_zip"] = (H.uk_postcode(rng, gpl[2]), "ZIP")
        c["gp_state"] = (gpl[1], "CITY")
    else:
        c["gp_zip"] = (c["pt_zip"][0], "ZIP")
        c["gp_state"] = (c["pt_state"][0], "STATE")
    c["gp_tel"] = (H.phone(rng, country, False), "PHONE")
    c["gp_fax"] = (H.phone(rng, country, False), "FAX")

    # ---- family
    rels = ["wife", "husband", "daughter", "son", "partner", "neighbour", "niece", "sister", "brother",
            "mum", "dad", "friend", "grandson", "granddaughter", "son-in-law"]
    if age > 55:
        rel = rng.choice(["wife", "husband", "daughter", "son", "daughter", "son", "partner", "neighbour", "niece",
                          "sister", "brother", "friend", "grandson", "granddaughter", "son-in-law"])
    else:
        rel = rng.choice(rels)
    if age < 14:
        rel = rng.choice(["mum", "dad", "mother", "father", "grandmother", "step-father"])
    fsex = "F" if rel in ["wife", "daughter", "niece", "sister", "mum", "mother", "granddaughter", "grandmother"] else (
        "M" if rel in ["husband", "son", "brother", "dad", "father", "grandson", "son-in-law", "step-father"] else None)
    fp = H.person(rng, fsex)
    if rel in ["wife", "husband", "daughter", "son", "mum", "dad", "mother", "father", "sister", "brother"] and rng.random() < 0.7:
        fp["last"] = p["last"]
    H.add_person(c, "nok", fp, "FAMILY", rng)
    c["_nok"] = (fp, None)
    c["nokrel"] = (rel, None)
    c["nokT"] = (H.title_of(rng, fp), None)
    c["nok_tel"] = (H.phone(rng, country), "PHONE")
    c["nok_age"] = (str(max(20, age + rng.randint(-6, 4)) if rel in ["wife", "husband", "partner"] else rng.randint(30, 70)), "AGE")
    fp2 = H.person(rng)
    H.add_person(c, "fam2", fp2, "FAMILY", rng)
    c["fam2rel"] = (rng.choice(["son", "daughter", "neighbour", "carer", "granddaughter", "friend"]), None)
    c["fam2_tel"] = (H.phone(rng, country, True), "PHONE")

    # ---- work / social
    c["retired"] = (age >= 67, None)
    c["prof"] = (rng.choice(P.RETIRED_PROFESSIONS if age >= 67 else P.PROFESSIONS), "PROFESSION")
    c["nok_prof"] = (rng.choice(P.PROFESSIONS), "PROFESSION")
    c["employer"] = (rng.choice(P.UK_EMPLOYERS if uk else P.AU_EMPLOYERS), "ORGANIZATION")
    c["club"] = (rng.choice(P.UK_CLUBS if uk else P.AU_CLUBS), "ORGANIZATION")
    c["agency"] = (rng.choice(P.UK_AGENCIES if uk else P.AU_AGENCIES), "ORGANIZATION")
    c["insurer"] = (rng.choice(P.UK_INSURERS if uk else P.AU_INSURERS), "ORGANIZATION")
    c["wc_insurer"] = (rng.choice(P.UK_INSURERS if uk else P.AU_WORKCOVER), "ORGANIZATION")

    # ---- identifiers
    c["mrn"] = (H.mrn(rng, country), "MRN")
    c["mrn_label"] = (rng.choice(["Hosp No", "Hospital No", "MRN", "Hosp no.", "Unit No"]) if uk else
                      rng.choice(["UR", "URN", "UR No", "MRN", "UR no."]), None)
    c["natid"] = (H.natid(rng, country), "HEALTHPLAN")
    c["natid_label"] = (rng.choice(["NHS No", "NHS number", "NHS no."]) if uk else
                        rng.choice(["Medicare No", "Medicare", "Medicare no."]), None)
    c["acct"] = (H.account(rng, country), "ACCOUNT")
    c["acct_label"] = (rng.choice(["Episode No", "Encounter", "Visit No", "Attendance No", "Enc #", "Acct"]), None)
    c["acc"] = (H.accession(rng), "IDNUM")
    c["acc2"] = (H.accession(rng), "IDNUM")
    c["spec"] = (H.idnum(rng, "specimen"), "IDNUM")
    c["case"] = (H.idnum(rng, "case"), "IDNUM")
    c["ubrn"] = (H.idnum(rng, "ubrn"), "IDNUM")
    c["ref"] = (H.idnum(rng, "referral"), "IDNUM")
    c["order"] = (H.idnum(rng, "order"), "IDNUM")
    c["incident"] = (H.idnum(rng, "incident"), "IDNUM")
    c["police"] = (H.idnum(rng, "police"), "IDNUM")
    c["claim"] = (H.idnum(rng, "claim"), "IDNUM")
    c["ssn"] = (H.ssn(rng, country), "SSN")
    c["ssn_label"] = (rng.choice(["NI No", "NI number", "NINO"]) if uk else
                      rng.choice(["Centrelink CRN", "CRN", "Centrelink ref"]), None)
    c["dl"] = (H.drivers_licence(rng, country, p), "LICENSE")
    c["dl_label"] = ("DVLA licence no" if uk else rng.choice(["Driver licence no", "Lic no."]), None)
    c["plate"] = (H.plate(rng, country), "VEHICLE")
    c["plate2"] = (H.plate(rng, country), "VEHICLE")
    c["vin"] = (H.vin(rng), "VEHICLE")
    c["dev"] = (H.device_sn(rng), "DEVICE")
    c["dev2"] = (H.device_sn(rng), "DEVICE")
    c["dev3"] = (H.device_sn(rng), "DEVICE")
    c["bio"] = (H.bioid(rng), "BIOID")
    c["fund_no"] = (H.healthplan_private(rng), "HEALTHPLAN")
    c["dva"] = (H.dva(rng), "HEALTHPLAN")
    c["policy"] = (H.healthplan_private(rng), "HEALTHPLAN")
    c["ip"] = (H.ipaddr(rng), "IPADDR")
    c["ip2"] = (H.ipaddr(rng), "IPADDR")
    return c
