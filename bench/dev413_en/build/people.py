"""Builds the per-note case context: patient, family, staff, places, ids, dates."""
import datetime

import ids
import pools_names as PN
import pools_places as PP

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + WORDS[u])


def pick_group(rng, c):
    mix = PN.COUNTRY_MIX[c]
    keys = sorted(mix)
    return rng.choices(keys, weights=[mix[k] for k in keys])[0]


def person(rng, c, sex=None, group=None):
    g = group or pick_group(rng, c)
    fem, mal, surs = PN.GROUPS[g]
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(fem if sex == "F" else mal)
    # surnames: mostly from the same group, sometimes mixed (marriage, migration)
    sg = g if rng.random() < 0.8 else pick_group(rng, c)
    sur = rng.choice(PN.GROUPS[sg][2])
    return {"first": first, "sur": sur, "sex": sex, "mid": rng.choice("ABCDEFGHJKLMNPRSTW")}


def staff(rng, c, role="doctor"):
    p = person(rng, c)
    p["full"] = "%s %s" % (p["first"], p["sur"])
    p["ini"] = p["first"][0] + p["sur"][0]
    p["user"] = ids.username(rng, p["first"], p["sur"])
    p["email"] = ids.email(rng, p["first"], p["sur"], "staff")
    lab, val = ids.license_no(rng, c, role, p["sur"])
    p["lic_label"], p["lic"] = lab, val
    return p


def postal(rng, c, hint):
    L = "ABDEFGHJLNPQRSTUWXYZ"
    if c == "UK":
        return "%s%d %d%s" % (hint, rng.randint(1, 29), rng.randint(1, 9), ids.letters(rng, 2, L))
    if c == "US":
        return hint + ids.digits(rng, 2)
    if c == "CA":
        return "%s%d%s %d%s%d" % (hint, rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVXY"),
                                  rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    if c in ("AU", "NZ"):
        return "%04d" % (int(hint) + rng.randint(0, 9))
    return "%s %s" % (hint, "".join(rng.choice("0123456789ACDEFHKNPRTVWXY") for _ in range(4)))


def street_line(rng, c):
    st = rng.choice(PP.STREETS[c])
    n = rng.randint(1, 240)
    r = rng.random()
    if c == "UK":
        return ("Flat %d, %d %s" % (rng.randint(1, 12), n, st)) if r < 0.2 else "%d %s" % (n, st)
    if c == "US":
        return ("%d %s, Apt %d%s" % (n * 10 + rng.randint(0, 9), st, rng.randint(1, 9), rng.choice("ABCD"))) if r < 0.25 \
            else "%d %s" % (n * 10 + rng.randint(0, 9), st)
    if c == "CA":
        return ("Unit %d, %d %s" % (rng.randint(101, 1808), n * 10, st)) if r < 0.25 else "%d %s" % (n * 3, st)
    if c == "AU":
        return ("%d/%d %s" % (rng.randint(1, 12), n, st)) if r < 0.3 else "%d %s" % (n, st)
    if c == "NZ":
        return ("%d/%d %s" % (rng.randint(1, 6), n, st)) if r < 0.25 else "%d %s" % (n, st)
    return ("Apartment %d, %d %s" % (rng.randint(1, 30), n, st)) if r < 0.15 else "%d %s" % (n, st)


def rel_for(rng, sex, age):
    opts = ["wife" if sex == "M" else "husband", "partner", "sister", "brother", "friend", "neighbour"]
    if age >= 40:
        opts += ["daughter", "son"]
    if age < 45:
        opts += ["mother", "father", "partner"]
    return rng.choice(opts)


def make_case(rng, c, base_date):
    k = {"c": c}
    p = person(rng, c)
    sex = p["sex"]
    k.update(first=p["first"], sur=p["sur"], mid=p["mid"])
    k["full"] = "%s %s" % (p["first"], p["sur"])
    k["fullm"] = "%s %s. %s" % (p["first"], p["mid"], p["sur"])
    k["caps"] = "%s, %s" % (p["sur"].upper(), p["first"])
    k["capsu"] = "%s, %s %s" % (p["sur"].upper(), p["first"].upper(), p["mid"])
    k["ini"] = "%s.%s." % (p["first"][0], p["sur"][0])
    k["ini2"] = "%s%s" % (p["first"][0], p["sur"][0])
    k["nick"] = PN.NICKNAMES.get(p["first"], p["first"])
    k["has_nick"] = "1" if p["first"] in PN.NICKNAMES else ""
    dot = "." if c in ("US", "CA") else ""
    if sex == "M":
        k["title"] = "Mr" + dot
        k.update(he="he", him="him", his="his", He="He", His="His", sexw="male", sexc="M", man="man")
    else:
        k["title"] = rng.choice(["Mrs", "Ms", "Ms", "Miss"]) + dot
        k.update(he="she", him="her", his="her", He="She", His="Her", sexw="female", sexc="F", man="woman")
    age = rng.randint(26, 88)
    k["age_n"] = age
    k["age"] = str(age)
    k["age_words"] = age_words(age)
    k["retired"] = age >= 66
    k["ret"] = "retired " if age >= 66 else ""
    k["Ret"] = "Retired " if age >= 66 else ""
    k["worked"] = "worked as" if age >= 66 else "works as"
    dob = base_date - datetime.timedelta(days=age * 365 + rng.randint(30, 330))
    k["_dob"] = dob
    # address
    town, region, hint = rng.choice(PP.TOWNS[c])
    k["street"] = street_line(rng, c)
    k["city"] = town
    k["region"] = region
    k["region_type"] = "STATE" if c in ("US", "CA", "AU", "NZ") else "CITY"
    k["region_full"] = PP.STATE_FULL.get(region, region)
    k["zip"] = postal(rng, c, hint)
    k["country_name"] = rng.choice(PP.COUNTRY_NAME[c])
    k["phone_m"] = ids.phone(rng, c, "mobile")
    k["phone_h"] = ids.phone(rng, c, "land")
    k["email"] = ids.email(rng, p["first"], p["sur"])
    # identifiers
    k["mrn"] = ids.mrn(rng, c)
    k["mrn_label"] = {"UK": rng.choice(["Hospital No", "Hosp No.", "MRN", "Unit No"]),
                      "US": rng.choice(["MRN", "MR#", "Med Rec No"]),
                      "CA": rng.choice(["MRN", "Chart #", "Chart No."]),
                      "AU": rng.choice(["URN", "UR No.", "MRN"]),
                      "NZ": "NHI", "IE": rng.choice(["MRN", "Hospital No.", "Chart No."])}[c]
    scot = c == "UK" and town in ("Paisley", "Perth")
    k["natid"] = ids.chi_number(rng, dob) if scot else (ids.nhs_number(rng) if c == "UK" else "")
    k["natid_label"] = "CHI" if scot else "NHS No."
    if c == "NZ":
        k["mrn_label"] = rng.choice(["NHI", "NHI No."])
    k["hp_label"], k["hp"] = ids.healthplan(rng, c, region)
    k["hp2"] = ids.private_member(rng)
    k["group"] = ids.group_no(rng)
    k["insurer"] = rng.choice(PP.INSURERS[c])
    k["ssn"] = ids.ssn(rng, c) or ""
    k["ssn_label"] = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "NZ": "IRD no.", "AU": "TFN"}.get(c, "")
    k["acct"] = ids.account(rng, c)
    k["acct_label"] = {"UK": rng.choice(["Episode No", "Spell No.", "Attendance No"]),
                       "US": rng.choice(["Acct #", "FIN", "Encounter #", "Visit #"]),
                       "CA": rng.choice(["Encounter #", "Visit No."]), "AU": "Visit No.",
                       "NZ": "Event No.", "IE": rng.choice(["Episode No.", "Visit No."])}[c]
    occ = rng.choice(PP.OCCUPATIONS)
    if c in ("US", "CA"):
        occ = PP.US_OCC.get(occ, occ)
    k["occ"] = occ
    def kind(text, is_occ):
        if is_occ:
            if "teacher" in text or "school" in text or text in ("lecturer", "childminder"):
                return "school"
            if text in ("nurse", "care assistant", "nursing assistant", "hospital porter"):
                return "care"
            if text in ("police officer", "firefighter", "civil servant", "prison officer", "paramedic"):
                return "public"
            return "trade"
        if any(w in text for w in ("School", "Scoil", "College")):
            return "school"
        if any(w in text for w in ("Care", "Health", "Nursing")):
            return "care"
        if any(w in text for w in ("Council", "Fire District")):
            return "public"
        return "trade"
    emps = PP.EMPLOYERS[c]
    fit = [e for e in emps if kind(e, False) == kind(occ, True)]
    k["employer"] = rng.choice(fit or [e for e in emps if kind(e, False) == "trade"])
    k["vehicle"] = ids.vehicle(rng, c)
    k["bioid"] = ids.bioid(rng)
    # family
    rel = rel_for(rng, sex, age)
    fsex = "F" if rel in ("wife", "daughter", "sister", "mother") else (
        "M" if rel in ("husband", "son", "brother", "father") else None)
    fp = person(rng, c, fsex)
    if rel in ("wife", "husband", "daughter", "son") and rng.random() < 0.7:
        fp["sur"] = p["sur"]
    k["nok_rel"] = rel
    his = "his" if sex == "M" else "her"
    if rel in ("friend", "neighbour"):
        k["lives_tail"] = "alone (%s %s checks in daily)" % (his, rel)
    else:
        k["lives_tail"] = "with %s %s" % (his, rel)
    k["nok_first"] = fp["first"]
    k["nok"] = "%s %s" % (fp["first"], fp["sur"])
    k["nok_phone"] = ids.phone(rng, c, "mobile")
    k["nok_occ"] = rng.choice(PP.OCCUPATIONS)
    k["fh_rel"] = rng.choice(["mother", "father", "older brother", "older sister", "uncle"])
    k["fh_age"] = str(rng.randint(44, 81))
    k["nok_age"] = str(max(18, age + rng.randint(-30, 5)) if rel in ("daughter", "son") else max(19, age + rng.randint(-6, 6)))
    k["fam2_rel"] = rng.choice(["son", "daughter", "grandson", "granddaughter", "niece", "carer", "brother-in-law"])
    f2 = person(rng, c, {"son": "M", "grandson": "M", "brother-in-law": "M", "daughter": "F",
                         "granddaughter": "F", "niece": "F"}.get(k["fam2_rel"]))
    k["fam2"] = "%s %s" % (f2["first"], f2["sur"])
    k["fam2_first"] = f2["first"]
    # GP / referrer
    gp = staff(rng, c)
    k["gp"] = gp["full"]
    k["gp_sur"] = gp["sur"]
    k["gp_first"] = gp["first"]
    k["gp_term"] = {"US": "PCP", "CA": "family physician"}.get(c, "GP")
    k["practice"] = rng.choice(PP.PRACTICES[c])
    pt, pr, ph = rng.choice(PP.TOWNS[c])
    k["prac_street"] = "%d %s" % (rng.randint(1, 300), rng.choice(PP.STREETS[c]))
    k["prac_city"] = pt
    k["prac_region"] = pr
    k["prac_zip"] = postal(rng, c, ph)
    k["prac_phone"] = ids.phone(rng, c)
    k["prac_fax"] = ids.phone(rng, c)
    k["prac_email"] = ids.dept_email(rng, "".join(ch for ch in k["practice"].lower() if ch.isalpha())[:14] + ".reception")
    # staff
    roles = [("cons", "doctor"), ("reg", "doctor"), ("anaes", "doctor"), ("rad", "doctor"),
             ("physio", "physio"), ("nurse", "nurse"), ("scrub", "nurse"), ("sec", "doctor"),
             ("reg2", "doctor"), ("cons2", "doctor"), ("ward_nurse", "nurse"), ("pharm", "doctor")]
    for key, role in roles:
        s = staff(rng, c, role)
        for f in ("full", "sur", "first", "ini", "user", "email", "lic_label", "lic"):
            k["%s_%s" % (key, f)] = s[f]
        k[key] = s["full"]
        k[key + "_sex"] = s["sex"]
    k["sec_ini"] = k["sec_ini"].lower()
    k["cons_ini_l"] = k["cons_ini"].lower()
    if c in ("UK", "IE"):
        k["cons_pfx"] = "Mr" if k["cons_sex"] == "M" else rng.choice(["Ms", "Miss"])
        k["cons2_pfx"] = "Mr" if k["cons2_sex"] == "M" else "Ms"
    elif c in ("AU", "NZ"):
        k["cons_pfx"] = rng.choice(["Dr", "Mr"]) if k["cons_sex"] == "M" else "Dr"
        k["cons2_pfx"] = "Dr"
    else:
        k["cons_pfx"] = k["cons2_pfx"] = "Dr."
    k["dr"] = "Dr." if c in ("US", "CA") else "Dr"
    k["cons_cred"] = {"UK": rng.choice(["FRCS (Tr&Orth)", "FRCS (SN)", "MBChB FRCS"]),
                      "US": rng.choice(["MD", "MD, FAANS", "DO"]), "CA": rng.choice(["MD, FRCSC", "MD FRCSC"]),
                      "AU": "FRACS", "NZ": "FRACS", "IE": rng.choice(["FRCSI", "FRCS (Tr&Orth)"])}[c]
    k["reg_grade"] = {"UK": rng.choice(["Spinal Registrar", "ST6 T&O", "Spinal Fellow", "SpR Neurosurgery"]),
                      "US": rng.choice(["PGY-4 resident", "Spine fellow", "PGY-5 resident"]),
                      "CA": rng.choice(["PGY-3 resident", "Spine fellow"]),
                      "AU": rng.choice(["Spinal Registrar", "Spine Fellow"]),
                      "NZ": rng.choice(["Orthopaedic Registrar", "Spine Fellow"]),
                      "IE": rng.choice(["Specialist Registrar", "SpR Spinal Surgery"])}[c]
    k["reg_bleep"] = ids.pager(rng)
    # hospital
    k["hosp"] = rng.choice(PP.HOSPITALS[c])
    k["local_hosp"] = rng.choice(PP.LOCAL_HOSPITALS[c])
    ht, hr, hh = rng.choice(PP.TOWNS[c])
    k["hosp_city"], k["hosp_region"] = ht, hr
    k["hosp_street"] = "%d %s" % (rng.randint(1, 300), rng.choice(PP.STREETS[c]))
    k["hosp_zip"] = postal(rng, c, hh)
    k["hosp_phone"] = ids.phone(rng, c)
    k["hosp_ext"] = ids.extension(rng, c)
    k["hosp_fax"] = ids.phone(rng, c)
    k["dept_email"] = ids.dept_email(rng, rng.choice(["spinal.secretaries", "spine.admin", "spinalteam",
                                                      "spine-referrals", "ortho.spine"]))
    k["ward"] = rng.choice(PP.WARDS[c])
    k["bed"] = str(rng.randint(1, 32))
    k["bay"] = str(rng.randint(1, 6))
    k["room"] = str(rng.choice([rng.randint(2, 40), rng.randint(401, 730)]))
    k["theatre"] = str(rng.randint(1, 14))
    k["theatre_word"] = "OR" if c in ("US", "CA") else "Theatre"
    k["scrub_word"] = "Scrub tech" if c == "US" else "Scrub practitioner"
    k["pharmacy"] = rng.choice(PP.PHARMACIES[c])
    k["care_home"] = rng.choice(PP.CARE_HOMES)
    k["landmark"] = rng.choice(PP.LANDMARKS)
    k["abroad"] = rng.choice(PP.ABROAD)
    return k
