"""Genres: physiotherapy assessment, OT home visit report, driver rehabilitation assessment."""
import pools as P
import phi as H
from common import (time_str, md_ref, signature, license_for, family, outcome_line, vitals,
                    assist_level, gait_aid, staff_ref, walk_aid)

HOMES = ["bungalow", "2-storey house", "split-level home", "mobile home", "townhouse",
         "condo apartment", "basement apartment", "farmhouse", "semi-detached house"]
PMHX = ["HTN", "DM2", "OA knees", "AF on apixaban", "CKD 3", "hypothyroidism", "COPD", "CAD s/p PCI",
        "osteoporosis", "depression", "GERD", "BPH", "gout", "prior R TKA", "macular degeneration",
        "hearing loss (bilat HA)", "peripheral neuropathy", "OSA on CPAP"]
HOBBIES = ["curling", "gardening", "bowling", "fishing", "quilting", "church choir", "walking the dog",
           "golf", "woodworking", "line dancing", "volunteering at the food bank", "hunting"]


def _header_pt(rng, note, ctx, pt, therapist, md, dd, title):
    style = rng.randrange(3)
    if style == 0:
        note.t(title + "\n")
        note.t("Patient: ").p("PATIENT", pt.p.fmt(rng.choice(["full", "fml", "LF"]))).t("    DOB: ").s(ctx.d(pt.dob))
        note.t(" (").p("AGE", str(pt.age)).t(")    MRN: ").p("MRN", pt.mrn).t("\n")
        note.t("Unit/Room: ").p("HOSPITAL", ctx.unit).t(" / ").p("LOCATION_OTHER", pt.room)
        note.t("    Referring MD: ").s(md_ref(rng, md)).t("\n")
        note.t("Date of assessment: ").s(ctx.d(dd)).t(" " + time_str(rng)).t("    Therapist: ")
        note.p("DOCTOR", therapist.fmt("full")).t(", " + therapist.cred + "\n\n")
    elif style == 1:
        note.t("PT IA -- ").p("PATIENT", pt.p.fmt("lf")).t(" | ").p("MRN", pt.mrn)
        note.t(" | Rm ").p("LOCATION_OTHER", pt.room).t(" | ").s(ctx.d(dd)).t("\n")
        note.t("Ref: ").s(md_ref(rng, md, [0, 1])).t("  Dx: " + pt.dx[0] + "\n\n")
    else:
        note.p("HOSPITAL", ctx.site).t("\n" + title.title() + "\n")
        note.t("Name ").p("PATIENT", pt.p.fmt("LFM")).t("  |  Chart ").p("MRN", pt.mrn).t("  |  Acct ")
        note.p("ACCOUNT", pt.acct).t("\nDOB ").s(ctx.d(pt.dob)).t("  |  Seen ").s(ctx.d(dd)).t("\n\n")


def pt_assessment(rng, note, ctx):
    pt = ctx.patient(20, 97)
    therapist = ctx.staff("PT")
    md = ctx.staff("MD")
    dd = H.add_days(pt.admit, rng.randint(0, 2))
    _header_pt(rng, note, ctx, pt, therapist, md, dd,
               rng.choice(["PHYSIOTHERAPY INITIAL ASSESSMENT", "PHYSICAL THERAPY EVALUATION",
                           "PT INITIAL ASSESSMENT - INPATIENT REHAB"]))
    terse = rng.random() < 0.35
    rel, fam = family(rng, ctx, pt)
    onset = H.add_days(pt.admit, -rng.randint(3, 20))
    note.t("S:\n" if terse else "SUBJECTIVE\n")
    if terse:
        note.s(pt.age_phrase(rng, "sexletter")).t(" adm ").s(ctx.ds(pt.admit)).t(" from ").p("HOSPITAL", ctx.other_hosp())
        note.t(" w/ " + pt.dx[0] + " (onset ").s(ctx.ds(onset)).t("). PMHx: " + ", ".join(rng.sample(PMHX, 3)) + ".\n")
        note.t("SHx: lives w/ " + rel + " (").p("FAMILY", fam.fmt("first")).t(") in " + rng.choice(HOMES) + ", ")
        note.p("CITY", pt.addr.city).t(". %d STE, %s rail. " % (rng.randint(0, 14), rng.choice(["R", "L", "B", "no"])))
        note.t("PLOF: I w/o aid, driving. Occ: ").p("PROFESSION", pt.prof).t(".\n")
    else:
        note.t(pt.p.title(rng)).p("PATIENT", pt.p.last).t(" is a ").s(pt.age_phrase(rng, rng.choice(["-year-old", "word"])))
        note.t(" " + ("man" if pt.sex == "M" else "woman") + " admitted to ").p("HOSPITAL", ctx.unit).t(" on ")
        note.s(ctx.d(pt.admit)).t(" following " + pt.dx[0] + " (onset ").s(ctx.d(onset, rng.choice(["long", "mon_d", "wd_mon_d"])))
        note.t("). Acute care at ").p("HOSPITAL", ctx.other_hosp()).t(" was " + rng.choice(["uncomplicated", "complicated by delirium", "complicated by a UTI", "prolonged by hypotension"]) + ".\n")
        if rng.random() < 0.4:
            note.t("Course included %d days in ICU; transferred to the ward, then referred by Physiatry. " % rng.randint(2, 14))
        note.t("PMHx: " + ", ".join(rng.sample(PMHX, rng.randint(2, 5))) + ".\n")
        note.t("Social: lives with " + rel + " ").p("FAMILY", fam.fmt(rng.choice(["full", "first"])))
        note.t(" in a " + rng.choice(HOMES) + " in ").p("CITY", pt.addr.city).t(", ").p("STATE", rng.choice([ctx.rcode, ctx.rname]))
        nst = rng.randint(0, 12)
        note.t(" with %d step%s to enter. " % (nst, "" if nst == 1 else "s"))
        if pt.age >= 58 and rng.random() < 0.7:
            note.t("Retired ").p("PROFESSION", pt.prof).t(". ")
        else:
            note.t("Works as a ").p("PROFESSION", pt.prof).t(" at ").p("ORGANIZATION", rng.choice(P.EMPLOYERS)).t(". ")
        note.t("Enjoys " + rng.choice(HOBBIES) + ". ")
        if rng.random() < 0.4:
            note.t("Born in ").p("COUNTRY", rng.choice(P.COUNTRIES)).t("; ")
            note.t(rng.choice(["speaks some English. ", "fluent in English. ", "family interprets. "]))
        note.t("PLOF: independent " + rng.choice(["without aid", "with SPC outdoors", "with 4WW"]) + ", driving.\n")
        note.t("Pt goal: \"" + rng.choice(["get back home", "walk without the walker", "go back to work",
                                             "be able to do the stairs", "get back to " + rng.choice(HOBBIES)]) + "\"\n")
    note.t("Pain: %d/10 NPRS at rest, %d/10 with activity, %s.\n" % (
        rng.randint(0, 5), rng.randint(3, 9), rng.choice(["sharp, anterior knee", "ache, lateral hip", "burning, R shoulder", "diffuse LBP"])))
    note.t("\nO:\n" if terse else "\nOBJECTIVE\n")
    note.t("Vitals: " + vitals(rng) + "\n")
    if rng.random() < 0.6:
        rows = []
        for j in rng.sample(["Shoulder flex", "Shoulder abd", "Elbow flex", "Hip flex", "Hip abd", "Knee flex", "Knee ext", "Ankle DF"], 4):
            rows.append([j, "%d" % rng.randrange(0, 160, 5), "%d" % rng.randrange(0, 160, 5),
                         rng.choice(["3/5", "3+/5", "4-/5", "4/5", "4+/5", "5/5", "2/5"]), rng.choice(["3/5", "4-/5", "4/5", "5/5"])])
        note.aligned_table(["Joint", "AROM L (deg)", "AROM R (deg)", "MMT L", "MMT R"], rows)
    note.t("Tone: MAS %s %s. Sensation: %s.\n" % (rng.choice(["0", "1", "1+", "2"]), rng.choice(["L elbow flexors", "R ankle PF", "R hamstrings"]),
                                                    rng.choice(["intact LT", "impaired LT L foot", "absent proprioception R great toe"])))
    note.t("Special tests: " + "; ".join(rng.sample(P.SPECIAL_TESTS, 2)) + ".\n")
    note.t("Bed mob: %s. Sit-stand: %s. Transfers: %s. Gait: %d m with %s, %s; %s.\n" % (
        assist_level(rng), assist_level(rng), assist_level(rng), rng.randrange(5, 120, 5), walk_aid(rng), assist_level(rng),
        rng.choice(["decreased step length R", "Trendelenburg L", "circumduction R", "knee hyperextension in stance", "shuffling, festination"])))
    note.t("Outcome measures: " + outcome_line(rng) + ".\n")
    note.t("\nA:\n" if terse else "\nASSESSMENT\n")
    note.t(rng.choice(["Pt presents with impaired balance, decreased strength and endurance limiting safe community ambulation. ",
                       "Good rehab potential; motivated and family supportive. ",
                       "Progress limited by pain and fear of falling. ",
                       "Cognition appears adequate for learning; carryover noted within session. "]))
    note.t("High falls risk (Berg <45). Appropriate for intensive inpatient rehab.\n")
    note.t("\nP:\n" if terse else "\nPLAN\n")
    note.t("PT %dx/wk x %d min: gait, balance, strengthening, transfer and stair training, education.\n" % (rng.randint(5, 6), rng.choice([45, 60, 90])))
    stg = H.add_days(dd, 14)
    edd = H.add_days(dd, rng.randint(18, 35))
    note.t("STG (by ").s(ctx.ds(stg)).t("): sit-stand " + assist_level(rng) + "; ambulate 45 m with " + walk_aid(rng) + ".\n")
    note.t("LTG (EDD ").s(ctx.d(edd)).t("): Mod I household ambulation with " + walk_aid(rng) + ", stairs x%d with rail.\n" % rng.randint(4, 14))
    if rng.random() < 0.55:
        note.t("HEP issued and " + rng.choice(["emailed to ", "sent to "]) + rel + " at ").p("EMAIL", H.email_for(rng, fam))
        note.t("; video link ").p("URL", H.url_str(rng, "hep")).t("\n")
    if rng.random() < 0.3:
        st = ctx.staff("PT")
        note.t("Assessment completed with PT student ").p("DOCTOR", st.fmt("full")).t(" under supervision.\n")
    lab, val = license_for(rng, ctx, therapist)
    note.t("\n").s(signature(rng, ctx, therapist, d=dd, lic=val if rng.random() < 0.7 else None, lic_label=lab,
                             phone=rng.random() < 0.3)).t("\n")


# ------------------------------------------------------------------ OT home visit
RECS = ["Install vertical grab bar at tub entry and horizontal bar on back wall (32-36 in AFF).",
        "Tub transfer bench with hand-held shower; remove glass doors.",
        "Raised toilet seat with arms (toilet 15 in, pt requires 19 in).",
        "Remove scatter rugs in hallway and kitchen; secure extension cords.",
        "Second stair rail on L ascending; mark step edges with contrasting tape.",
        "Relocate bedroom to main floor until stair competence achieved.",
        "Bed rail (assist handle) on R side; bed height 22 in.",
        "Motion-activated night lights bedroom to bathroom.",
        "Lever handles on bathroom taps; long-handled sponge and reacher.",
        "Portable ramp at side entrance (3 steps, 21 in rise) - 1:12 slope requires 21 ft.",
        "Personal emergency response system (pendant).",
        "Meals on Wheels 3x/wk; groceries delivered."]


def ot_home_visit(rng, note, ctx):
    pt = ctx.patient(40, 98)
    ot = ctx.staff("OT")
    ota = ctx.staff("COTA")
    vd = H.add_days(ctx.base, rng.randint(0, 3))
    rel, fam = family(rng, ctx, pt, rng.choice(["daughter", "son", "wife", "husband", "niece", "neighbour"]))
    agency = rng.choice(P.AGENCIES)
    cm = ctx.staff("CM")
    note.t(rng.choice(["OCCUPATIONAL THERAPY HOME VISIT REPORT", "OT Pre-Discharge Home Assessment",
                       "HOME SAFETY EVALUATION - OCCUPATIONAL THERAPY"]) + "\n")
    note.p("HOSPITAL", ctx.site).t(" | Inpatient Rehabilitation | ").p("HOSPITAL", ctx.unit).t("\n\n")
    note.t("Client: ").p("PATIENT", pt.p.fmt(rng.choice(["full", "fml", "LF"]))).t("\nMRN: ").p("MRN", pt.mrn)
    note.t("   DOB: ").s(ctx.d(pt.dob)).t("   Age: ").p("AGE", str(pt.age)).t("\n")
    note.t("Home address: ").s(pt.addr.segs(rng, rng.choice(["line", "line_name"]))).t("\n")
    note.t("Home phone: ").p("PHONE", pt.phone).t("\n")
    vh = rng.randrange(9, 14)
    note.t("Visit date: ").s(ctx.d(vd)).t("  " + time_str(rng, 0, vh, 0) + "-" + time_str(rng, 0, vh + 1, 30) + "\n")
    note.t("Present: client; " + rel + " ").p("FAMILY", fam.fmt("full")).t("; ")
    note.s(staff_ref(rng, ot, "full_cred")).t("; ").s(staff_ref(rng, ota, "full_cred")).t("; case manager ")
    note.p("DOCTOR", cm.fmt("full")).t(" (").p("ORGANIZATION", agency).t(")\n")
    note.t("Reason: pre-discharge home safety and equipment assessment; anticipated D/C ").s(ctx.d(H.add_days(vd, rng.randint(2, 12)))).t(".\n\n")
    note.t("HOME ENVIRONMENT\n")
    home = rng.choice(HOMES + ["apartment"])
    if home in ("condo apartment", "apartment") or rng.random() < 0.2:
        note.t("- Unit %d, %s floor of " % (rng.randint(101, 1808), rng.choice(["2nd", "4th", "7th", "11th", "ground"])))
        note.p("LOCATION_OTHER", rng.choice(P.BUILDINGS)).t("; elevator %s; %s.\n" % (
            rng.choice(["available, door 36 in", "out of service frequently per client", "with 32 in door"]),
            rng.choice(["automatic front door", "heavy fire doors in corridor", "ramp at main entrance"])))
    else:
        note.t("- " + home.capitalize() + "; %d steps to front entrance, rail %s; %d steps to basement laundry.\n" % (
            rng.randint(0, 8), rng.choice(["R ascending", "L ascending", "none", "both sides"]), rng.randint(8, 14)))
    note.t("- Bathroom: " + rng.choice(["tub/shower combo, glass doors", "walk-in shower, 4 in lip", "tub only, no grab bars"])
           + "; toilet height %d in; doorway %d in.\n" % (rng.randint(14, 17), rng.randint(24, 32)))
    note.t("- Bedroom: " + rng.choice(["main floor", "2nd floor", "basement"]) + ", bed height %d in, %s.\n" % (
        rng.randint(18, 27), rng.choice(["clear path", "cluttered path", "low lighting"])))
    note.t("- Kitchen: " + rng.choice(["frequently used items at counter height", "items stored overhead", "small galley, no room for walker"]) + ".\n")
    if rng.random() < 0.4:
        note.t("- Landmark for community services: across from ").p("LOCATION_OTHER", rng.choice(P.BUILDINGS)).t(".\n")
    if rng.random() < 0.45:
        note.t("\nMeasurements (in)\n")
        note.pipe_table(["Item", "Measured", "Recommended"], [
            ["Toilet seat height", str(rng.randint(14, 17)), "18-19"],
            ["Tub wall height", str(rng.randint(14, 20)), "-"],
            ["Bathroom door width", str(rng.randint(24, 32)), ">= 32 for W/C"],
            ["Bed height", str(rng.randint(18, 27)), str(rng.randint(19, 22))],
            ["Entrance step rise", str(rng.randint(5, 8)), "<= 7"]])
    note.t("\nFUNCTIONAL OBSERVATIONS\n")
    note.t("Entry with %s, %s. Toilet transfer %s with grab bar simulated. Tub transfer %s with bench. "
           "Kitchen task (make tea): %s, %s.\n" % (
               walk_aid(rng), assist_level(rng), assist_level(rng), assist_level(rng), assist_level(rng),
               rng.choice(["good sequencing", "required cues for safety", "left burner on x1", "fatigued after 8 min"])))
    note.s([pt.p.title(rng), ("PATIENT", pt.p.last)]).t(" " + rng.choice(["was anxious initially but", "was pleased to be home and", "tired quickly but"])
                                                      + " engaged well. ")
    note.p("FAMILY", fam.fmt("first")).t(" " + rng.choice(["will stay for the first 2 weeks.", "is available evenings only.",
                                                            "works days as a ", "plans to visit daily."]))
    if note.buf[-1].endswith("as a "):
        note.p("PROFESSION", rng.choice(P.PROFESSIONS)).t(".")
    note.t("\n\nRECOMMENDATIONS\n")
    for i, r in enumerate(rng.sample(RECS, rng.randint(4, 7)), 1):
        note.t("%d. %s\n" % (i, r))
    vendor = rng.choice(P.VENDORS)
    note.t("Equipment quote requested from ").p("ORGANIZATION", vendor).t(" (").p("PHONE", ctx.phone()).t(")")
    if ctx.country == "CA":
        note.t("; ADP application " + rng.choice(["submitted", "to be submitted", "not eligible - private pay"]) + ".\n")
    else:
        note.t("; coverage via ").p("ORGANIZATION", rng.choice(P.INSURERS)).t(" member ID ").p("HEALTHPLAN", ctx.hp()).t(".\n")
    note.t("Home care referral to ").p("ORGANIZATION", agency).t(": PSW " + rng.choice(["2x/day", "daily AM", "3x/wk bathing"]) + "; contact ")
    note.p("DOCTOR", cm.fmt("fi_last")).t(" ").p("PHONE", ctx.phone(ext=rng.random() < 0.5)).t(".\n\n")
    fp = ctx.staff("MD")
    clinic = rng.choice(P.FAMILY_PRACTICES)
    note.t("cc: family physician ").s(md_ref(rng, fp, [0, 2, 3])).t(", ").p("HOSPITAL", clinic).t(" - fax ").p("FAX", ctx.phone()).t("\n")
    lab, val = license_for(rng, ctx, ot)
    note.s(signature(rng, ctx, ot, d=H.add_days(vd, rng.randint(0, 1)), lic=val if rng.random() < 0.6 else None, lic_label=lab)).t("\n")


# ------------------------------------------------------------------ driving
def driving_assessment(rng, note, ctx):
    pt = ctx.patient(19, 91)
    ot = ctx.staff("DRIVER")
    instr = ctx.staff("KIN")
    md = ctx.staff("MD")
    dd = H.add_days(ctx.base, rng.randint(0, 3))
    note.t(rng.choice(["DRIVER REHABILITATION ASSESSMENT", "COMPREHENSIVE DRIVING EVALUATION - REPORT",
                       "Fitness-to-Drive Assessment (OT)"]) + "\n")
    note.t("Program: Driver Rehab, ").p("HOSPITAL", ctx.site).t("  Tel ").p("PHONE", ctx.phone()).t("  Fax ").p("FAX", ctx.phone()).t("\n\n")
    kv = [("Client", [("PATIENT", pt.p.fmt(rng.choice(["full", "LF", "fml"])))]),
          ("DOB", [ctx.d(pt.dob), " (age ", ("AGE", str(pt.age)), ")"]),
          ("Address", pt.addr.segs(rng, rng.choice(["line", "no_zip", "line_name"]))),
          ("Phone", [("PHONE", pt.phone)]),
          ("Chart #", [("MRN", pt.mrn)]),
          ("Driver's licence" if ctx.country == "CA" else "Driver license", [("LICENSE", H.dl_str(rng, ctx.country, ctx.rcode)), ", class " + rng.choice(["G", "5", "C", "D", "G2", "4"])]),
          ("Licence expiry" if ctx.country == "CA" else "Expires", [ctx.d(H.add_days(dd, rng.randint(60, 1500)))]),
          ("Vehicle", [str(rng.randint(2006, 2024)) + " " + rng.choice(["sedan", "minivan", "pickup", "SUV", "hatchback"]) + ", automatic, plate ",
                       ("VEHICLE", H.plate_str(rng, ctx.country, ctx.rcode))]),
          ("Referred by", md_ref(rng, md, [0, 2, 3])),
          ("Assessment date", [ctx.d(dd)])]
    if rng.random() < 0.5:
        kv.insert(8, ("VIN", [("VEHICLE", H.vin_str(rng))]))
    w = max(len(k) for k, _ in kv) + 2
    for k, v in kv:
        note.t((k + ":").ljust(w)).s(v).t("\n")
    note.t("\nDiagnosis: " + pt.dx[0] + ". Onset ").s(ctx.d(H.add_days(dd, -rng.randint(40, 400)), rng.choice(["month_year", "mon_year", None])))
    note.t(".\nDriving history: licensed since ").s(ctx.d(H.add_days(pt.dob, 365 * rng.randint(16, 25)), "year"))
    ncol = rng.randint(0, 2)
    note.t("; %d collision%s in past 5 yrs; drives %s. Occupation: " % (ncol, "" if ncol == 1 else "s", rng.choice(["daily, local errands", "to work 40 km each way", "rarely, daytime only"])))
    note.p("PROFESSION", pt.prof).t(".\n")
    if rng.random() < 0.5:
        rel, fam = family(rng, ctx, pt, rng.choice(["wife", "husband", "son", "daughter"]))
        note.t("Collateral from " + rel + " ").p("FAMILY", fam.fmt("full")).t(": " + rng.choice(
            ["no recent concerns", "reports getting lost on familiar routes", "noticed drifting in lane", "near miss at a stop sign last month"]) + ".\n")
    note.t("\nIN-CLINIC SCREEN\n")
    rows = [["Visual acuity (binocular)", "20/%d" % rng.choice([20, 25, 30, 40, 50, 70]), "20/50"],
            ["Horizontal visual field", "%d deg" % rng.randrange(90, 180, 10), "120 deg"],
            ["Trails A", "%d s" % rng.randint(25, 90), "< 50 s"],
            ["Trails B", "%d s" % rng.randint(60, 300), "< 180 s"],
            ["MoCA", "%d/30" % rng.randint(16, 30), ">= 26/30"],
            ["Rapid pace walk", "%.1f s" % rng.uniform(5, 14), "< 9 s"],
            ["Brake reaction time", "%.2f s" % rng.uniform(0.45, 1.2), "< 0.70 s"],
            ["Grip (dominant)", "%d kg" % rng.randint(12, 45), "-"]]
    if rng.random() < 0.5:
        note.pipe_table(["Test", "Result", "Reference"], rows)
    else:
        note.aligned_table(["Test", "Result", "Reference"], rows)
    note.t("\nON-ROAD ASSESSMENT (%d min, dual-brake vehicle, plate " % rng.choice([45, 50, 60, 75])).p("VEHICLE", H.plate_str(rng, ctx.country, ctx.rcode))
    note.t(")\nDriving instructor: ").p("DOCTOR", instr.fmt(rng.choice(["full", "fi_last"]))).t("\n")
    note.t("Route: residential, arterial with unprotected left turns, highway merge, parking lot.\n")
    errs = rng.sample(["late braking at stop signs", "wide right turns", "failed shoulder check x3", "speed variability",
                       "lane drift on curves", "instructor intervention (verbal) x2", "instructor intervention (brake) x1",
                       "hesitation at 4-way stops", "good gap selection", "appropriate following distance"], 4)
    for e in errs:
        note.t("  * " + e + "\n")
    note.t("\nRECOMMENDATION: ")
    rec = rng.randrange(3)
    if rec == 0:
        note.t("Fit to drive with restrictions - daylight only, within ").p("CITY", pt.addr.city).t(", no highways. Re-assess in 12 months.\n")
    elif rec == 1:
        note.t("Not fit to drive at this time. Licence suspension recommended; report to licensing authority as required. Client informed ")
        note.s(ctx.d(dd)).t(" and " + rng.choice(["upset", "accepting", "requested second opinion"]) + ".\n")
    else:
        note.t("Fit to drive with adaptive equipment (" + rng.choice(["L foot accelerator", "spinner knob", "hand controls", "extended mirrors"]) + "); 4 lessons with instructor then road re-test.\n")
    note.t("Report faxed to ").s(md_ref(rng, md, [0, 3])).t(" at ").p("FAX", ctx.phone()).t(" on ").s(ctx.d(H.add_days(dd, 1))).t(".\n\n")
    lab, val = license_for(rng, ctx, ot)
    note.s(signature(rng, ctx, ot, d=dd, lic=val, lic_label=lab)).t("\n")
