"""Nursing admission assessments."""
import clinical
import general
import pools
from common import (header, signature, audit_footer, social, gp_line, nok_line, location_line, idline, hp_str,
                    acct_str, ssn_str, numbered, company, care_agency, care_home, pharmacy, church, charity, maybe, family_member)
from clinical import num
from g_vw import veh_plate
from markup import M, PAT, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, FAX, EMAIL, URL, USER, ORG, PROF, COUNTRY, CITY, \
    IP, STREET

RELIGIONS = ["Church of England", "Roman Catholic", "Catholic", "Methodist", "Muslim", "Sikh", "Hindu",
             "Jewish", "Buddhist", "no religion", "Presbyterian", "Anglican", "Greek Orthodox",
             "Jehovah's Witness", "Baptist", "Seventh-day Adventist", "declined to state"]
LANGS = ["English", "English", "English", "English", "Polish", "Punjabi", "Urdu", "Bengali", "Cantonese",
         "Mandarin", "Vietnamese", "Somali", "Arabic", "Portuguese", "Spanish", "Tagalog", "Samoan",
         "Tongan", "te reo Māori", "Irish", "Welsh", "Greek", "Italian", "Turkish", "Romanian"]


def nursing(ctx):
    r = ctx.rng
    pt = ctx.pt
    L = ctx.loc.code
    V = ctx.V
    rn = ctx.new_staff("nurse", r.choice(["Staff Nurse", "Registered Nurse", "Charge Nurse", "RN", "Clinical Nurse"]),
                       "RN" if L in ("US", "CA", "AU", "NZ") else None)
    rn2 = ctx.new_staff("nurse", r.choice(["Staff Nurse", "RN", "EN", "HCA", "Nursing Assistant"]))
    cons = ctx.new_staff("doctor", V["cons"])
    adm_from = r.choice(["home", "home", V["ed"], "care home - %s" % HOSP(care_home(r)), "transfer from %s" % HOSP(ctx.loc.hosp_name(ctx.loc.town())),
                         "%s via %s" % (V["ed"], r.choice(["ambulance", "private car", "taxi"]))])
    reason = r.choice(["fall, ?#NOF", "shortness of breath ?CAP", "chest pain", "confusion ?UTI", "cellulitis L leg",
                       "exacerbation of COPD", "decompensated heart failure", "GI bleed", "AKI", "stroke - R weakness",
                       "elective R total knee replacement", "reduced mobility, social circumstances"])
    lang = r.choice(LANGS)
    relig = r.choice(RELIGIONS)
    nick = pt.nickname
    pref = PAT(nick) if nick else pt.first()
    second = family_member(ctx)
    if second.sex == "M":
        second_rel = r.choice(["son", "nephew", "friend", "brother", "son-in-law"] if ctx.age >= 55 else ["brother", "friend", "father", "cousin"])
    else:
        second_rel = r.choice(["daughter", "niece", "friend", "neighbour" if L != "US" else "neighbor", "sister"] if ctx.age >= 55 else ["sister", "friend", "mother", "cousin"])
    second_tel = ctx.tel("mobile")
    poa = r.random() < 0.4
    car = r.random() < 0.3
    bio = (L == "US" and r.random() < 0.4) or r.random() < 0.12
    morse = r.choice([15, 25, 35, 45, 55, 65, 75])
    waterlow = r.randint(6, 22)
    braden = r.randint(11, 22)
    must = r.randint(0, 3)
    wt = r.uniform(44, 110)
    ht = r.uniform(1.48, 1.88)
    out = []
    if L == "US":
        layout = r.choice(["us_database", "us_database", "form", "checkbox"])
    elif L == "CA":
        layout = r.choice(["us_database", "form", "checkbox", "narrative"])
    else:
        layout = r.choice(["form", "checkbox", "narrative"])
    valuables = r.choice([
        "wedding ring (yellow metal), mobile phone, purse with %d dollars/pounds - signed by pt and %s" % (r.randint(5, 80), rn2.full()),
        "hearing aids x2, upper denture, glasses - stays with patient",
        "mobile phone and charger, reading glasses; wallet sent home with %s" % ctx.nok.first(),
        "nil retained; all property taken home by %s %s" % (ctx.nok_rel, ctx.nok.full()),
    ]).replace("dollars/pounds", "dollars" if L in ("US", "CA", "AU", "NZ") else ("euro" if L == "IE" else "pounds"))
    if car:
        valuables += "; car keys - vehicle %s left in %s" % (M("VEHICLE", veh_plate(ctx)), r.choice([
            "visitor car park level %s" % LOC(str(r.randint(1, 5))), "the multi-storey, bay %s" % LOC(str(r.randint(1, 300))),
            "%s car park" % LOC(r.choice(["Riverside", "North", "Tower", "Maternity", "Outpatients"]) + " Wing")]))
    if layout == "form":
        out.append("NURSING ADMISSION ASSESSMENT")
        out.append(header(ctx, r.choice(["sticker", "kv"])))
        out.append("")
        out.append("Date/time of admission to ward: %s %s" % (ctx.d(ctx.today), ctx.time))
        out.append("Admitted from: %s" % adm_from)
        out.append("Reason for admission: %s    Consultant: %s" % (reason, cons.dr_full()))
        out.append("Preferred name: %s" % pref)
        if L in ("IE", "AU", "CA") and r.random() < 0.35:
            out.append(ssn_str(ctx))
        out.append("First language: %s   Interpreter required: %s" % (lang, "yes - booked" if lang not in ("English", "Welsh", "Irish") and r.random() < 0.6 else "no"))
        out.append("Religion: %s%s" % (relig, maybe(r, 0.3, "; attends %s, would like a visit from chaplaincy" % ORG(church(r, ctx.addr["city"])))))
        out.append("")
        out.append("CONTACTS")
        out.append("  1st: %s (%s) %s - %s" % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel), r.choice(["aware of admission", "left message", "informed by ED"])))
        out.append("  2nd: %s (%s) %s" % (second.full(), second_rel, PHONE(second_tel)))
        if poa:
            out.append("  LPA/POA health & welfare: %s - copy %s" % (second.full() if r.random() < 0.5 else ctx.nok.full(), r.choice(["seen", "requested", "on file"])))
        out.append("  %s" % gp_line(ctx))
        out.append("")
        out.append("ALLERGIES: %s   ID bands x2 applied, checked with %s" % (r.choice(general.ALLERGIES), rn2.full()))
        out.append("OBS on arrival: %s" % clinical.vitals(ctx))
        out.append("Weight %.1f kg  Height %.2f m  BMI %.1f   MUST %d" % (wt, ht, wt / ht / ht, must))
        out.append("")
        out.append("RISK ASSESSMENTS")
        out.append("  Falls: %s - %s" % (r.choice(["Morse %d" % morse, "FRAT high", "falls in last 12 months x%d" % r.randint(1, 5)]),
                                          r.choice(["bed rails not appropriate, low bed", "sensor mat", "bay %s close to station" % LOC(ctx.bay)])))
        out.append("  Pressure: %s; skin %s" % (r.choice(["Waterlow %d" % waterlow, "Braden %d" % braden, "PURPOSE-T completed"]),
                                               r.choice(["intact", "category 2 sacrum 2x1 cm - photographed, TVN referral", "heels red, blanching", "fragile, skin tears L forearm"])))
        out.append("  Cognition: %s" % r.choice(["4AT 0", "4AT %d - ?delirium, medics aware" % r.randint(4, 9), "known dementia - 'This is me' completed with %s" % ctx.nok.first(), "AMTS 10/10"]))
        out.append("  Continence: %s" % r.choice(["continent", "uses pads at night", "long-term catheter (changed %s)" % ctx.d(ctx.ago(r.randint(10, 80)), "short"), "urge incontinence"]))
        out.append("  Mobility: %s" % r.choice(["independent", "zimmer frame + 1", "hoist x2", "stick, unsteady", "bed bound"]))
        out.append("  Diet: %s" % r.choice(["normal", "diabetic", "IDDSI level 5 minced & moist, mildly thick fluids", "halal", "vegetarian", "soft bite-sized"]))
        out.append("")
        out.append("SOCIAL")
        for s in social(ctx, depth=1):
            out.append("  " + s)
        out.append("  Package of care: %s" % r.choice(["none", "%s, %s daily" % (ORG("%s %s" % (r.choice(pools.COMPANY_A), r.choice(["Home Care", "Care Services", "Homecare"]))), r.choice(["once", "twice", "4x"])),
                                                     "meals from %s" % ORG(charity(r, ctx.addr["city"]))]))
        out.append("  Pets: %s" % r.choice(["none", "dog - %s feeding" % ctx.nok.first(), "cat - neighbour %s feeding" % FAM(r.choice(pools.FEMALE))]))
        out.append("")
        out.append("Valuables/property: %s" % valuables)
        if bio:
            out.append("Palm-vein ID enrolled on admission: biometric ID %s" % M("BIOID", "PV%07d" % r.randint(0, 9999999)))
        out.append("Expected discharge: %s; %s to collect" % (ctx.d(ctx.later(r.randint(2, 10)), r.choice(["num", "short"])), ctx.nok.first()))
        out.append("")
        out.append(signature(ctx, rn, r.choice(["form", "signed"])))
        out.append("Countersigned: %s (%s)" % (rn2.full(), rn2.role))
    elif layout == "checkbox":
        out.append("ADMISSION NURSING ASSESSMENT & CARE PLAN - %s" % HOSP(ctx.ward))
        out.append("Patient: %s    DOB %s    %s" % (pt.caps(), ctx.dob_str(), " ".join(idline(ctx))))
        out.append("Address: %s   Tel %s" % (ctx.loc.fmt_address(ctx.addr), PHONE(ctx.home_tel)))
        out.append("Bed: %s   Admitted: %s %s   From: %s" % (LOC(ctx.bed), ctx.d(ctx.today), ctx.time, adm_from))
        out.append("")
        def cb(x):
            return "[x]" if x else "[ ]"
        us = L in ("US", "CA")
        out.append("%s %s to %s, call bell, bathroom" % (cb(True), "Oriented" if us else "Orientated", "unit" if us else "ward"))
        out.append("%s Interpreter needed (%s)" % (cb(lang not in ("English",)), lang))
        out.append("%s Hearing aids   %s Glasses   %s Dentures" % (cb(r.random() < 0.4), cb(r.random() < 0.7), cb(r.random() < 0.3)))
        out.append("%s Falls risk (Morse %d)   %s Pressure risk (Braden %d)" % (cb(morse >= 45), morse, cb(braden <= 16), braden))
        out.append("%s %s -> dietitian referral" % (cb(must >= 2), "MST >= 2" if L in ("US", "CA", "AU") else "MUST >= 2"))
        out.append("%s Smoker - NRT offered   %s Alcohol > 14 %s" % (cb(r.random() < 0.2), cb(r.random() < 0.2), "drinks/week" if L in ("US", "CA", "AU", "NZ") else "units"))
        out.append("%s %s concerns   %s %s" % (cb(False), "Abuse/neglect" if us else "Safeguarding", cb(r.random() < 0.2),
                                            "DoLS/capacity concerns" if L == "UK" else "Capacity concerns"))
        out.append("%s Advance directive / %s on file" % (cb(r.random() < 0.4), {"UK": "ReSPECT", "US": "POLST", "IE": "DNAR form",
                                                                               "AU": "Advance care directive", "NZ": "ACP", "CA": "Goals of care"}[L]))
        out.append("")
        out.append("Next of kin: %s, %s, %s" % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel)))
        out.append("Other contact: %s (%s) %s" % (second.full(), second_rel, PHONE(second_tel)))
        out.append("%s" % gp_line(ctx))
        out.append("Usual pharmacy: %s" % HOSP(pharmacy(r, ctx.addr["city"], L)))
        out.append("Occupation: %s" % (("retired " if ctx.age > 66 else "") + PROF(ctx.prof)))
        out.append("Property: %s" % valuables)
        if bio:
            out.append("Biometric enrolment (fingerprint) for medication cabinet self-administration: ID %s" % M("BIOID", "FP-%05d" % r.randint(0, 99999)))
        out.append("")
        out.append("Care plan initiated: falls, pressure area care, nutrition, %s" % r.choice(["catheter care", "delirium", "diabetes", "wound care", "oxygen therapy"]))
        out.append("Nurse: %s  %s %s  %s %s" % (rn.full(), rn.lic[0], M("LICENSE", rn.lic[1]), ctx.d(ctx.today), ctx.time))
        out.append(audit_footer(ctx, rn))
    elif layout == "narrative":
        out.append("Nursing admission note - %s, %s" % (HOSP(ctx.ward), HOSP(ctx.hosp)))
        out.append("%s %s" % (ctx.d(ctx.today, r.choice(["wd", "num"])), ctx.time))
        out.append("")
        out.append("%s (%s), %s, %s %s, admitted to bed %s from %s with %s under %s." % (
            pt.full(), "prefers '%s'" % pref if nick else "DOB %s" % ctx.dob_str(), ctx.age_phrase(), ctx.mrn_label, M("MRN", ctx.mrn),
            LOC(ctx.bed), adm_from, reason, cons.dr_full()))
        out.append("Accompanied by %s %s, who is NOK (%s). %s lives at %s." % (pt.his, ctx.nok_rel, PHONE(ctx.nok_tel), pt.He, ctx.loc.fmt_address(ctx.addr)))
        out.append("Settled into bay %s. Orientated to ward. ID bands checked with %s. Allergies: %s." % (
            LOC(ctx.bay), rn2.full(), r.choice(general.ALLERGIES)))
        out.append("Obs: %s. Weight %.1f kg. MUST %d. Waterlow %d. Falls risk %s." % (clinical.vitals(ctx), wt, must, waterlow, r.choice(["high", "medium", "low"])))
        out.append("Skin check done with %s: %s." % (rn2.first(), r.choice(["intact", "bruising L arm, old", "grade 2 sacral sore - dressing applied, TVN referral"])))
        out.append("Social: " + " ".join(social(ctx, depth=1)) + " %s" % r.choice(["Carers from %s twice daily." % ORG(care_agency(r)),
                                                                                   "Independent with ADLs.", "Daughter does shopping."]))
        out.append("Religion %s. Language %s. %s" % (relig, lang, r.choice(["", "Cultural needs discussed.", "Requests female staff for personal care."])))
        out.append("Property: %s." % valuables)
        out.append("Second contact %s (%s), %s. GP %s at %s." % (second.full(), second_rel, PHONE(second_tel), ctx.gp.dr_full(), HOSP(ctx.practice)))
        out.append("Plan: hourly rounding, repeat obs 4-hourly, fluid balance chart, %s." % r.choice(["sensor mat", "pressure-relieving mattress ordered", "dietitian referral", "OT referral"]))
        out.append("")
        out.append(signature(ctx, rn, r.choice(["dash", "plain", "signed"])))
    else:  # us_database
        out.append("NURSING ADMISSION DATABASE")
        out.append(header(ctx, "facesheet", extra_ids=True))
        if L == "US" and r.random() < 0.5:
            out.append(ssn_str(ctx))
        out.append("Admit date/time: %s %s   Room: %s   Admitting dx: %s" % (ctx.d(ctx.today), ctx.time, LOC(ctx.room), reason))
        out.append("Attending: %s" % cons.name_cred() if cons.cred else "Attending: %s" % cons.dr_full())
        out.append("")
        out.append("Advance directive: %s. Health care proxy: %s (%s) %s." % (r.choice(["yes, copy on chart", "no - info given", "POLST on file"]),
                                                                          ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel)))
        out.append("Preferred language: %s. Preferred name: %s." % (lang, pref))
        out.append("Allergies: %s. Home meds list reviewed; pharmacy %s (%s)." % (r.choice(general.ALLERGIES), HOSP(pharmacy(r, ctx.addr["city"], L)), PHONE(ctx.tel("home"))))
        out.append("Vitals: %s. Pain %d/10." % (clinical.vitals(ctx), r.randint(0, 8)))
        out.append("Morse fall scale %d; Braden %d; CIWA n/a; C-SSRS negative." % (morse, braden))
        out.append("Skin: %s" % r.choice(["intact", "stage 2 coccyx - wound RN consulted", "bruising bilateral forearms"]))
        out.append("Lines: %s" % r.choice(["PIV L forearm 20g", "PIV R AC 18g; IO removed in ED", "port R chest (accessed)"]))
        if bio:
            out.append("Patient identity: palm-vein scan enrolled, biometric ID %s." % M("BIOID", "PV-%06d" % r.randint(0, 999999)))
        out.append("Psychosocial: " + " ".join(social(ctx, depth=1)))
        out.append("Employer/insurance: %s; %s %s" % (ORG(company(r)) if ctx.age < 66 else "retired", ctx.hp[0], M("HEALTHPLAN", ctx.hp[1])))
        out.append("Belongings: %s" % valuables)
        out.append("Discharge planning: lives at %s; anticipated needs %s. CM notified." % (STREET(ctx.addr["street"]), r.choice(["home health", "none", "SNF", "DME - walker"])))
        out.append("")
        out.append(signature(ctx, rn, "esig"))
        out.append(audit_footer(ctx, rn))
    return "\n".join(out)
