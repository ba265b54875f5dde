"""Hospital at home / virtual ward reviews."""
import clinical
import general
import pools
from common import (header, signature, audit_footer, social, gp_line, nok_line, location_line, idline, hp_str,
                    acct_str, numbered, company, care_home, pharmacy, maybe, family_member)
from clinical import num, serial, accession
from people import fold
from markup import M, PAT, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, FAX, EMAIL, URL, USER, ORG, PROF, COUNTRY, CITY, \
    IP, STREET, ZIP, STATE

EMERG = {"UK": "999", "IE": "112", "AU": "000", "NZ": "111", "US": "911", "CA": "911"}

PATHWAYS = {
    "hf": ("Heart Failure", "decompensated HFrEF", ["SpO2", "HR", "BP", "Weight"]),
    "copd": ("COPD / Respiratory", "infective exacerbation of COPD", ["SpO2", "HR", "RR", "Temp"]),
    "ari": ("Acute Respiratory Infection", "community-acquired pneumonia", ["SpO2", "HR", "Temp", "RR"]),
    "frailty": ("Frailty", "delirium secondary to UTI on background of frailty", ["HR", "BP", "Temp", "SpO2"]),
    "opat": ("IV Therapy / OPAT", "left leg cellulitis", ["Temp", "HR", "BP"]),
    "covid": ("COVID-19 Oximetry", "COVID-19 pneumonitis", ["SpO2", "HR", "Temp"]),
}


def reading(r, k, bad=False):
    if k == "SpO2":
        return "%d%%" % (r.randint(88, 92) if bad else r.randint(92, 98))
    if k == "HR":
        return str(r.randint(95, 118) if bad else r.randint(58, 94))
    if k == "BP":
        return "%d/%d" % (r.randint(92, 165), r.randint(50, 95))
    if k == "Weight":
        return "%.1f kg" % r.uniform(62, 115)
    if k == "RR":
        return str(r.randint(22, 28) if bad else r.randint(14, 20))
    return "%.1f" % (r.uniform(37.8, 38.6) if bad else r.uniform(36.1, 37.4))


def kit(ctx):
    r = ctx.rng
    items = [("pulse oximeter", "OX"), ("BP monitor", "BP"), ("thermometer", "TH"), ("tablet hub", "HUB"), ("scales", "SC")]
    chosen = r.sample(items, r.randint(2, 4))
    return ["%s (serial %s)" % (n, M("DEVICE", "%s-%s%05d" % (p, r.choice(["A", "B", "K", "V", "W"]), r.randint(0, 99999)))) for n, p in chosen]


def vw_review(ctx):
    r = ctx.rng
    pt = ctx.pt
    L = ctx.loc.code
    V = ctx.V
    pw = r.choice(list(PATHWAYS))
    pname, dx, params = PATHWAYS[pw]
    vwname = V["vw"]
    doc = ctx.new_staff("doctor", r.choice(["%s Consultant" % vwname, "VW Registrar", "Hospital at Home physician", "Geriatrician", "ANP"] if L not in ("US", "CA") else ["Hospital at Home attending", "Hospitalist"]),
                        "MD" if L in ("US", "CA") else None)
    nurse = ctx.new_staff("nurse", r.choice(["Virtual Ward Nurse", "HITH RN", "Community Nurse", "Clinical Nurse Specialist", "Registered Nurse"]),
                          r.choice(["RN", None]))
    adm = ctx.ago(r.randint(1, 8))
    day = (ctx.today - adm).days + 1
    route = r.choice([
        "step-down from %s (%s) on %s" % (HOSP(ctx.ward), HOSP(ctx.hosp), ctx.d(adm)),
        "step-up referral from %s %s (%s) on %s" % (V["gp"], ctx.gp.dr(), HOSP(ctx.practice), ctx.d(adm)),
        "admission avoidance from %s %s" % (V["ed"], ctx.d(adm)),
        "referral from paramedics %s; ambulance incident no. %s" % (ctx.d(adm), IDN("%s%07d" % (r.choice(["CAD", "INC", "AMB"]), r.randint(0, 9999999))))])
    hub_tel = ctx.tel("home")
    ooh = ctx.tel("home")
    team_email = "%s@%s" % (r.choice(["virtualward", "vw.team", "hith", "hospitalathome", "rapidresponse"]), ctx.domain)
    portal = r.choice(["www.%s/virtual-ward" % ctx.domain, "https://portal.%s/login" % ctx.domain,
                       "app.%s/patient" % ctx.domain, "https://%s/hah" % ctx.domain])
    login = "%s%s%d" % (fold(pt.given[0]).lower() or "p", "".join(c for c in fold(pt.surname).lower() if c.isalpha())[:7], r.randint(10, 99))
    bad = r.random() < 0.35
    out = []
    layout = r.choice(["daily", "video", "home_visit", "phone", "onboard"])
    if layout == "daily":
        out.append("%s - %s PATHWAY - DAILY REVIEW" % (vwname.upper(), pname.upper()))
        out.append("%s | Day %d on %s" % (ctx.d(ctx.today, r.choice(["wd", "num"])), day, vwname))
        out.append(header(ctx, r.choice(["kv", "compact", "pipe"]), location=False))
        out.append("Admission route: %s" % route)
        out.append("Working diagnosis: %s" % dx)
        out.append("Kit: " + "; ".join(kit(ctx)))
        out.append("")
        out.append("Remote readings (last 24 h):")
        out.append("| Time | " + " | ".join(params) + " |")
        out.append("|---" * (len(params) + 1) + "|")
        for t in ["%02d:%02d" % (h, r.randint(0, 59)) for h in sorted(r.sample(range(6, 22), 3))]:
            out.append("| %s | " % t + " | ".join(reading(r, k, bad and r.random() < 0.5) for k in params) + " |")
        out.append("Alerts: %s" % (r.choice(["amber SpO2 alert at 06:10, repeat reading in range", "HR red alert x1 - manual recheck normal",
                                              "missed 14:00 readings; patient reminded"]) if bad else "none"))
        out.append("")
        who = r.choice(["patient", "patient and %s %s" % (ctx.nok_rel, ctx.nok.first()), "%s %s (patient asleep)" % (ctx.nok_rel, ctx.nok.full())])
        out.append("Telephone review %s with %s on %s." % (ctx.time, who, PHONE(ctx.mobile if r.random() < 0.6 else ctx.home_tel)))
        out.append("S: %s" % r.choice(["Feels better, breathing easier, eating well.", "Tired, slept poorly, cough productive.",
                                        "Ankles less swollen, weight down 0.8 kg.", "Mild confusion this morning per %s, now settled." % ctx.nok.first(),
                                        "No fevers; IV site comfortable.",
                                        "Feels better; keen to be discharged from %s before %s." % (vwname, ctx.holiday())]))
        out.append("A: %s - %s" % (dx, r.choice(["improving", "static", "slow improvement", "needs F2F review"])))
        plans = [r.choice(["Continue current plan", "Furosemide increased to 80 mg OM", "Complete oral antibiotics (day %d/7)" % r.randint(2, 6),
                           "Community nurse visit today for bloods (U&E, CRP)", "Rescue pack started"]),
                 "Bloods %s: %s" % (IDN(accession(r, "lab")), r.choice(["Na 136, K 4.4, Cr 102", "CRP 48 (from 112)", "Hb 118, WCC 9.2"])),
                 "Next review %s" % ctx.d(ctx.later(1), r.choice(["wd", "short", "weekday"])),
                 "Anticipated discharge from %s %s" % (vwname, ctx.d(ctx.later(r.randint(2, 6)), r.choice(["num", "short"])))]
        out.append("P:\n" + numbered(plans, "dash"))
        out.append("Escalation: %s" % r.choice(["if SpO2 < 90%% or %s call hub, then %s" % (
                                                    "NEWS2 >= 5" if L in ("UK", "IE") else "RR > 25", EMERG[L]), "ReSPECT in place - ward-based care, not for CPR",
                                                "call %s on %s 08:00-20:00, then %s overnight" % (vwname, PHONE(hub_tel), PHONE(ooh))]))
        out.append("")
        out.append(signature(ctx, nurse, r.choice(["form", "dash", "signed"])))
        out.append("Reviewed with %s." % doc.dr_full())
    elif layout == "video":
        out.append("HOSPITAL AT HOME - VIRTUAL PHYSICIAN VISIT" if L in ("US", "CA") else "%s - VIDEO CONSULTATION" % vwname.upper())
        out.append(header(ctx, "facesheet" if L in ("US", "CA") else "kv", extra_ids=r.random() < 0.5, location=False))
        out.append("Visit date: %s  %s   Acute day %d (admitted to home %s)" % (ctx.d(ctx.today), ctx.time, day, ctx.d(adm)))
        out.append("Modality: video via tablet; session ID %s; patient device IP %s" % (
            IDN("VS-%08d" % r.randint(0, 99999999)), IP(r.choice(["192.168.%d.%d" % (r.randint(0, 5), r.randint(2, 250)),
                                                                  "203.0.113.%d" % r.randint(1, 254), "198.51.100.%d" % r.randint(1, 254)]))))
        med = ctx.new_staff("nurse", r.choice(["Community Paramedic", "Mobile Integrated Health RN", "HaH RN"]), r.choice(["RN", "NRP", None]))
        out.append("In-home clinician: %s (%s). Patient location verified: %s." % (med.full(), med.role, ctx.loc.fmt_address(ctx.addr)))
        out.append("Others present: %s (%s)." % (ctx.nok.full(), ctx.nok_rel))
        out.append("")
        out.append("Subjective: %s with %s, admitted to home-based acute care via %s. %s" % (
            ctx.age_phrase(), dx, route, r.choice(["Reports improved breathing and appetite.", "Poor sleep, persistent cough.", "Some dizziness on standing."])))
        out.append("Objective (in-home vitals by %s): %s. %s" % (med.first(), clinical.vitals(ctx, sick=bad),
                                                                r.choice(["Lungs: faint crackles R base.", "Mild pitting oedema to ankles.", "Alert, oriented x3."])))
        out.append("Point-of-care labs in home: Na %s, K %s, Cr %s." % (num(r, 130, 142), num(r, 3.5, 5.3, 1),
                                                                    num(r, 0.7, 2.1, 1) if L == "US" else num(r, 60, 180)))
        out.append("")
        out.append("Assessment/Plan:\n" + numbered([
            "%s - %s" % (dx, r.choice(["improving, continue", "stable",
                                       "not improving, escalate to %s if worse" % ("brick-and-mortar admission" if L in ("US", "CA") else "acute admission")])),
            "Meds delivered by %s; reconciled" % HOSP(pharmacy(r, ctx.addr["city"], L)),
            "Fall risk - PT video visit %s" % ctx.d(ctx.later(1), "wd"),
            "Transfer plan if needed: %s %s, %s" % (HOSP(ctx.hosp), "ED" if L in ("US", "CA") else ctx.V["ed"], "EMS" if L in ("US", "CA") else "via ambulance"),
            "Patient portal: %s (username %s)" % (URL(portal), USER(login)),
        ], "num"))
        out.append("")
        out.append(signature(ctx, doc, "esig"))
        out.append("%s: %s | %s" % ("Hospital at Home command center" if L in ("US", "CA") else "%s hub" % vwname, PHONE(hub_tel), EMAIL(team_email)))
    elif layout == "home_visit":
        out.append("%s NURSING VISIT - %s %s" % ("HITH" if L in ("AU", "NZ") else vwname.upper(), ctx.d(ctx.today, "wd"), ctx.time))
        out.append("Visit address: %s" % ctx.loc.fmt_address(ctx.addr))
        out.append("Access: %s" % r.choice(["key safe by front door (code held on file)", "%s lets us in" % ctx.nok.full(),
                                            "ring bell, dog in back yard", "park in visitor bay %s" % LOC(str(r.randint(1, 40)))]))
        out.append("Pt: %s  %s %s  DOB %s" % (pt.caps(), ctx.mrn_label, M("MRN", ctx.mrn), ctx.dob_str()))
        out.append("%s" % hp_str(ctx))
        out.append("")
        pump = M("DEVICE", serial(r, r.choice(["EP", "CAD", "INF"])))
        out.append("Treatment: %s via %s; %s" % (r.choice(["IV cefazolin 2 g", "IV ceftriaxone 2 g daily", "IV piperacillin-tazobactam via elastomeric 24 h", "IV flucloxacillin continuous infusion"]),
                                                 r.choice(["PICC R arm", "midline L arm", "PIVC"]), "infusion pump serial %s" % pump))
        out.append("Line: %s. Dressing changed, bionector changed. Arm circumference %s cm (baseline %s)." % (
            r.choice(["site clean, no erythema", "slight erythema at insertion - marked"]), num(r, 26, 34, 1), num(r, 26, 33, 1)))
        out.append("Obs: %s" % clinical.vitals(ctx, sick=bad))
        out.append("Wound/leg: %s" % r.choice(["erythema receding behind marked line", "swelling reduced, blister deroofed", "n/a"]))
        out.append("Pt reports: %s" % r.choice(["'much better', walking to letterbox", "tired but eating", "pain 2/10"]))
        out.append("Day %d of %d of IV therapy (started %s, referred by %s). Oral step-down planned %s." % (
            day, day + r.randint(2, 8), ctx.d(adm), doc.dr(), ctx.d(ctx.later(r.randint(2, 6)), r.choice(["short", "num"]))))
        out.append("Allergies: %s. Skin checked, Waterlow %d." % (r.choice(general.ALLERGIES), r.randint(5, 18)))
        out.append("Bloods taken: %s (FBC, UEC, CRP) - results to %s" % (IDN(accession(r, "lab")), doc.dr_full()))
        out.append("Carer: %s (%s) present; %s" % (ctx.nok.full(), ctx.nok_rel, r.choice(["coping well", "needs respite info", "works as a %s, on leave this week" % PROF(r.choice(pools.PROFESSIONS))])))
        out.append("")
        out.append("Plan: next visit %s %s. Medical review %s by %s. Call %s (24 h) if fever, rigors, line issues." % (
            ctx.d(ctx.later(1), r.choice(["wd", "short"])), "%02d:00" % r.randint(8, 16), ctx.d(ctx.later(r.randint(1, 3)), "weekday"),
            doc.dr(), PHONE(hub_tel)))
        out.append("")
        out.append(signature(ctx, nurse, r.choice(["plain", "signed", "dash"])))
        if r.random() < 0.4:
            out.append("Vehicle: pool car %s, odometer noted." % M("VEHICLE", veh_plate(ctx)))
    elif layout == "phone":
        out.append("%s tel review %s %s - %s (%s %s)" % (vwname, ctx.d(ctx.today), ctx.time, r.choice([pt.full(), pt.given_initial(), pt.caps()]),
                                                         ctx.mrn_label, M("MRN", ctx.mrn)))
        if r.random() < 0.4:
            out.append("ID check: name/DOB confirmed (%s)%s." % (ctx.dob_str(), maybe(r, 0.6, "; voice biometric match, voiceprint ID %s" % M("BIOID", "VP-%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999))))))
        else:
            out.append("DOB %s. %s. Day %d on %s (%s)." % (ctx.dob_str(), ctx.age_phrase(), day, vwname, pname))
        out.append("Route: %s" % route)
        out.append("Dx: %s. Bg: %s." % (dx, "; ".join(general.pmh_pool(ctx))))
        out.append("Lives: %s. %s" % (ctx.loc.fmt_address(ctx.addr), nok_line(ctx)))
        out.append("")
        out.append("Called %s on %s. %s" % (pt.first() if r.random() < 0.5 else pt.formal(), PHONE(ctx.mobile),
                                           r.choice(["No answer x2 -> rang NOK %s %s on %s, who visited and confirmed pt well." % (ctx.nok_rel, ctx.nok.full(), PHONE(ctx.nok_tel)),
                                                     "Answered; %s also on speaker." % ctx.nok.first(),
                                                     "Answered, sounds breathless mid-sentence."])))
        out.append("Readings uploaded via app (login %s): %s." % (USER(login), ", ".join("%s %s" % (k, reading(r, k, bad)) for k in params)))
        out.append("Hub connectivity: %s" % r.choice(["ok", "intermittent - hub %s last seen %s; advised to restart router" % (IP("10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))), ctx.time), "4G dongle fine"]))
        out.append("Symptoms: %s" % r.choice(["cough improving, no chest pain", "more breathless today, using rescue pack", "urine less smelly, less confused per daughter", "no fevers"]))
        out.append("Meds: %s. Adherence %s (blister pack from %s)." % ("; ".join(general.meds(ctx, r.randint(2, 4))),
                                                                       r.choice(["good", "variable - missed evening doses", "good per %s" % ctx.nok.first()]),
                                                                       HOSP(pharmacy(r, ctx.addr["city"], L))))
        out.append("Trend vs admission (%s): %s" % (ctx.d(adm, "short"), r.choice(["SpO2 and HR improving", "weight down %.1f kg" % r.uniform(0.5, 3.5), "temp settled since day 2", "unchanged"])))
        out.append("Red flags reviewed: chest pain, new confusion, SpO2 < 90%%, unable to drink - %s." % r.choice(["none", "nil reported", "denies all"]))
        out.append("Plan: %s" % r.choice([
            "F2F visit today by %s, bloods" % nurse.full(),
            "escalate to %s for same-day review - %s" % (doc.dr(), r.choice(["booked 15:00", "to call back within 1 h"])),
            "continue; next call %s" % ctx.d(ctx.later(1), "weekday"),
            "discharge from %s %s, letter to %s %s" % (vwname, ctx.d(ctx.later(1), "short"), V["gp"], ctx.gp.dr())]))
        out.append("Safety-netting: call %s on %s (08:00-20:00), %s out of hours, %s in an emergency." % (vwname, PHONE(hub_tel), PHONE(ooh), EMERG[L]))
        out.append("Reviewed with %s (%s)." % (doc.dr_full(), doc.role))
        out.append("")
        out.append("%s, %s / %s" % (nurse.full(), nurse.role, PHONE(hub_tel)))
        out.append(audit_footer(ctx, nurse))
    else:  # onboard
        out.append("%s ADMISSION & ONBOARDING" % vwname.upper())
        out.append(header(ctx, r.choice(["kv", "pipe"]), extra_ids=True, location=False))
        out.append("Date admitted to %s: %s    Referrer: %s" % (vwname, ctx.d(ctx.today), route))
        out.append("Pathway: %s. Working diagnosis: %s." % (pname, dx))
        out.append("Consent: verbal consent for remote monitoring and information sharing with %s %s and %s %s." % (
            V["gp"], ctx.gp.dr(), ctx.nok_rel, ctx.nok.full()))
        out.append("")
        out.append("Equipment issued (%s):" % ctx.d(ctx.today, "short"))
        for k in kit(ctx):
            out.append("  - %s" % k)
        out.append("App set up on %s's phone (%s); username %s; portal %s." % (pt.first(), PHONE(ctx.mobile), USER(login), URL(portal)))
        out.append("Patient email for appointment letters: %s" % EMAIL(ctx.pt_email))
        if r.random() < 0.4:
            out.append("Tablet unlocked by %s fingerprint; biometric template ID %s stored on device only." % (
                pt.his if r.random() < 0.5 else "patient's", M("BIOID", "BT-%s-%04d" % ("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)), r.randint(0, 9999)))))
        out.append("")
        out.append("Baseline: %s" % clinical.vitals(ctx))
        out.append("Meds: " + "; ".join(general.meds(ctx, r.randint(3, 6))))
        out.append("Home environment: %s" % r.choice(["stairs to bedroom; commode downstairs", "ground floor, level access", "lives with %s %s who works as a %s" % (ctx.nok_rel, ctx.nok.first(), PROF(r.choice(pools.PROFESSIONS)))]))
        out.append("Carers: %s, %s" % (ORG("%s %s" % (r.choice(pools.COMPANY_A), r.choice(["Home Care", "Care Services", "Homecare"]))),
                                       r.choice(["QDS", "BD", "TDS", "none - family support"])))
        out.append("Escalation/ceiling of care: %s" % r.choice(["full", "ReSPECT: not for CPR, for hospital admission", "home-based treatment only per patient wish"]))
        out.append("Contacts given: %s %s (08:00-20:00); out of hours %s; email %s" % (vwname, PHONE(hub_tel), PHONE(ooh), EMAIL(team_email)))
        out.append("")
        out.append(signature(ctx, nurse, r.choice(["form", "signed"])))
        out.append("Medical lead: %s, %s %s" % (doc.dr_full(), doc.lic[0], M("LICENSE", doc.lic[1])))
    return "\n".join(out)


def veh_plate(ctx):
    r = ctx.rng
    L = ctx.loc.code
    A = "ABCDEFGHJKLMNPRSTVWXY"
    if L == "UK":
        return "%s%s%02d %s" % (r.choice(A), r.choice(A), r.choice([17, 18, 19, 20, 21, 22, 23, 24, 67, 68, 69, 70, 71, 72, 73]), "".join(r.choice(A) for _ in range(3)))
    if L == "IE":
        return "%d-%s-%d" % (r.choice([141, 151, 161, 171, 181, 191, 201, 211, 221, 231, 241, 152, 162, 172]), r.choice(["D", "C", "G", "L", "KY", "MO", "WX", "TS"]), r.randint(1, 29999))
    if L == "AU":
        return r.choice(["%s%s%s-%d%d%d" % (r.choice(A), r.choice(A), r.choice(A), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9)),
                         "%d%s%s%d%s%s" % (r.randint(1, 9), r.choice(A), r.choice(A), r.randint(1, 9), r.choice(A), r.choice(A))])
    if L == "NZ":
        return "%s%s%s%d%d%d" % (r.choice(A), r.choice(A), r.choice(A), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))
    if L == "CA":
        return "%s%s%s%s %d%d%d" % (r.choice(A), r.choice(A), r.choice(A), r.choice(A), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))
    return "%d%s%s%s%d%d%d" % (r.randint(1, 9), r.choice(A), r.choice(A), r.choice(A), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))


def vin(r):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(A) for _ in range(17))
