"""Genres: GP consultation note; home visit note."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import pname, docname, nursename, famname, address, dob, nhsid, short_ref, plate, mobile
from common import (tm, before, after, onset, rel_phrase, job, job_phrase, fill, pmh_items, meds,
                    bullet_block, social, sign_gp, pt_header, staff, staffname, contact_line, nok_line,
                    lab_values, HIS, HE)


def gp_consultation(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    pres = pick(rng, C.PRESENTATIONS)
    lo, hi = pres.get("age", (18, 92))
    j = rng.randrange(2)
    if any(k in pres["hx"][j] for k in ("{job}", "{emp}", "work")):
        hi = min(hi, 66)
    pt = ctx.patient(min_age=lo, max_age=hi, sex=pres.get("sex"))
    gp = staff(rng, ctx, "gp")

    def part(key):
        return pres[key][min(j, len(pres[key]) - 1)]
    kw = fill(rng, ctx, pt)
    ctype = pick(rng, ["Face to face", "Telephone", "Video", "Face to face", "F2F", "Tel consult"])
    style = pick(rng, ["emis", "s1", "irish", "free"])
    if ctx.country == "IE" and style == "emis":
        style = "irish"
    if style == "emis":
        doc.add(P(pr.name, "HOSPITAL"), " - Consultation\n")
        doc.add("Date: ", D(rng, ctx.date, ["dmy", "dMonY", "dash"]), " ", tm(rng), "   Clinician: ",
                docname(rng, gp, pick(rng, ["Dr_full", "Dr_i_last"])), "   Type: ", ctype, "\n")
        pt_header(rng, ctx, doc, pt, "emis")
        if chance(rng, 0.4):
            doc.add("Location: Consulting room ", P(str(rng.randint(1, 12)), "LOCATION_OTHER"), "\n")
        doc.add("-" * pick(rng, [40, 52, 60]), "\n")
        doc.add("Problem: ", pres["problem"], pick(rng, [" (New)", " (First)", " (Ongoing)", ""]), "\n")
        lead = {"hx": "History: ", "ex": "Examination: ", "imp": "Comment: ", "plan": "Plan: "}
    elif style == "s1":
        doc.add(D(rng, ctx.date, ["dMonY", "dmy", "wd_long"]), " ", tm(rng), " - ",
                docname(rng, gp, "full"), pick(rng, [" (GP Partner)", " (Salaried GP)", " (GP Registrar)", ""]),
                " - ", P(pr.name, "HOSPITAL"), "\n", ctype, " consultation\n")
        pt_header(rng, ctx, doc, pt, pick(rng, ["line", "block"]))
        lead = {"hx": "Hx: ", "ex": "O/E: ", "imp": "Imp: ", "plan": "Plan: "}
    elif style == "irish":
        doc.add("Consultation ", D(rng, ctx.date, ["dmy", "dot", "long"]), " - ",
                docname(rng, gp, pick(rng, ["Dr_last", "Dr_full"])), "\n")
        pt_header(rng, ctx, doc, pt, "irish")
        lead = {"hx": "c/o ", "ex": "O/E ", "imp": "Imp: ", "plan": "Plan: "}
    else:
        doc.add(pick(rng, ["Seen ", "Consult ", "Reviewed "]), D(rng, ctx.date, ["dmy", "dm", "ddmm", "wd_dm"]),
                " ", pname(rng, pt, pick(rng, ["full", "LASTsp", "title"])), " ", AGE(rng, pt.age, pt.sex), "\n")
        lead = {"hx": "", "ex": "OE: ", "imp": "Imp: ", "plan": "P: "}
    if chance(rng, 0.35):
        doc.add("Attended with ", rel_phrase(rng, pt), pick(rng, [" (pt consented)", "", " - pt happy for them to stay"]), "\n")
    if ctype.startswith("Tel") and chance(rng, 0.7):
        doc.add(pick(rng, ["Called pt on ", "Tel to ", "Rang "]), P(pt.mob, "PHONE"), pick(rng, [" - ID confirmed (DOB + 1st line addr)", ", 2 x ID checks", ""]), "\n")
    doc.f(lead["hx"] + part("hx") + "\n", **kw)
    if chance(rng, 0.4):
        doc.add("PMH: ", join_list(pmh_items(rng, ctx, rng.randint(2, 4)), sep="; ", last="; "), "\n")
    if chance(rng, 0.45):
        doc.add("SH: ", social(rng, ctx, pt), "\n")
    if chance(rng, 0.3):
        doc.add("Seen at ", P(pick(rng, pr.hospitals), "HOSPITAL"), pick(rng, [" A&E ", " ED ", " UTC "]),
                D(rng, before(rng, ctx.date, 3, 60)), " - ", pick(rng, ["discharged, no f/u", "letter on file",
                                                                       "bloods normal", "told to see GP"]), "\n")
    if chance(rng, 0.25):
        doc.add(pick(rng, ["Allergies: ", "Allergy: "]), pick(rng, C.ALLERGIES), "\n")
    if not ctype.startswith("Tel"):
        doc.f(lead["ex"] + part("ex") + "\n", **kw)
    else:
        doc.add(lead["ex"], pick(rng, ["Not examined (telephone).", "Sounds well, full sentences.", "n/a - remote"]), "\n")
    doc.f(lead["imp"] + part("imp") + "\n", **kw)
    doc.f(lead["plan"] + part("plan") + "\n", **kw)
    if chance(rng, 0.35):
        doc.add("Medication: ")
        doc.add(join_list(meds(rng, rng.randint(1, 3)), sep="; ", last="; "), pick(rng, [" (Acute)", " - issued", ""]), "\n")
    if chance(rng, 0.25):
        doc.add("Fit note: not fit for work ", D(rng, ctx.date, ["dmy", "dm"]), " to ",
                D(rng, after(rng, ctx.date, 7, 28), ["dmy", "dm"]), " - ", pres["problem"].lower(), "\n")
    if chance(rng, 0.2):
        p = plate(rng, ctx.country)
        doc.add(pick(rng, ["Drives - ", "Driver: "]), "reg ", P(p, "VEHICLE"), pick(rng, [
            ". Advised not to drive until reviewed.", ", DVLA guidance discussed.", " - ok to drive."]), "\n")
    doc.add(pick(rng, C.SAFETY), " ")
    doc.add(pick(rng, ["R/v 2/52.", "F/u PRN.", "Book r/v with PN 4/52.", "Review 3/12.",
                       "Phone f/u in 1/52.", "R/v with results."]))
    if chance(rng, 0.4):
        doc.add(" Next appt ", D(rng, after(rng, ctx.date, 7, 40), ["wd_dm", "dm", "dmy", "wd_ord"]), " ", tm(rng))
    doc.add("\n")
    if chance(rng, 0.15):
        doc.add("Scribe: ", P(staff(rng, ctx, "admin").full, "DOCTOR"), "\n")
    sign_gp(rng, ctx, doc, gp)
    return doc


VISIT_REASONS = [
    ("Fall last night, ?hip", "Found on floor by carer AM, able to weight bear with frame, no head injury. Bruising L hip.",
     "Obs: BP 118/70, HR 88, T 36.9, SpO2 95% RA, NEWS2 1. L hip: full ROM, no shortening/rotation. Cognition baseline (4AT 0).",
     "Mechanical fall, no fracture suspected. Falls team referral, review meds (doxazosin stopped)."),
    ("Increasing SOB", "3/7 worsening breathlessness, ankles swollen, sleeping in chair. Weight up 3kg per daughter.",
     "Obs: RR 22, SpO2 91% RA, HR 98 irreg, BP 142/88. Bibasal creps, pitting oedema to knees. JVP raised.",
     "Decompensated HF. Furosemide increased to 80mg OM, U&E 3/7, daily weights. Discussed admission - pt declines, has capacity."),
    ("Confusion - ?UTI", "Carers report more muddled 2/7, not eating, smelly urine. Known vascular dementia.",
     "T 37.8, HR 96, BP 108/64, NEWS2 3. Dry mucous membranes. Abdo soft, suprapubic tender. 4AT 6.",
     "Delirium ?UTI. Nitrofurantoin 100mg MR BD 7/7 (eGFR 52). Push fluids, carers to monitor. Urine sent."),
    ("End of life care", "Metastatic ca prostate, deteriorating, bedbound, intake minimal. Family present.",
     "Comfortable at rest, Cheyne-Stokes, mottled peripheries. Mouth dry. No distress.",
     "Anticipatory meds (JIC) prescribed: morphine sulfate 10mg/ml, midazolam 10mg/2ml, levomepromazine, glycopyrronium. DN informed. Family aware."),
    ("Leg ulcer/cellulitis", "R lower leg red, hot, spreading over 2/7. Housebound. Known venous ulcer dressed by DN.",
     "T 37.9, HR 92. Erythema to mid-shin, marked with pen. Ulcer sloughy, malodorous.",
     "Flucloxacillin 500mg QDS 7/7. Swab taken. DN to review 48h, elevate leg."),
    ("Chest infection", "Productive cough 5/7, feverish, off food. COPD on home O2.",
     "T 38.2, RR 24, SpO2 86% on 2L (baseline 88-92%), coarse creps L base.",
     "Rescue pack started: prednisolone 30mg 5/7 + amoxicillin 500mg TDS. Low threshold for admission. Call back tomorrow."),
    ("Housebound chronic disease review", "Annual review at home - DM, HTN, CKD 3b. Mobilises with frame.",
     "BP 134/76, HR 70. Feet: pulses present, monofilament 10/10, skin intact. Weight 68kg.",
     "Bloods taken by HCA. Flu/COVID vacc given. Meds reviewed - stop simvastatin (pt preference)."),
    ("Post-discharge review", "Discharged 3/7 ago after pneumonia. Weak, mobility down, carers QDS started.",
     "Obs stable, NEWS2 0. Chest: few creps R base. Calves SNT.",
     "Improving. Continue current meds, check discharge med changes done. Reablement team aware."),
]


def home_visit(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    pt = ctx.patient(min_age=62, max_age=101)
    gp = staff(rng, ctx, "gp")
    rec = staff(rng, ctx, "admin")
    reason, hx, ex, plan = pick(rng, VISIT_REASONS)
    st = pick(rng, ["form", "free", "form"])
    if st == "form":
        doc.add(pick(rng, ["HOME VISIT", "Home Visit Request", "HV - ", "HOME VISIT NOTE"]), " ",
                D(rng, ctx.date, ["dmy", "wd_long", "dMonY", "dot"]), "\n")
        doc.add("Requested by: ", pick(rng, [[rel_phrase(rng, pt, poss=False), " ", "(", P(pt.nok_phone, "PHONE"), ")"],
                                             ["carer ", P(pick(rng, PL.CARE_AGENCIES), "ORGANIZATION"), " - ",
                                              famname(rng, type(pt.nok)(rng), "full"), " ", P(mobile(rng, ctx.country), "PHONE")],
                                             ["patient (", P(pt.home or pt.mob, "PHONE"), ")"]]),
                " at ", tm(rng, 8, 11), ", taken by ", P(pick(rng, [rec.first, rec.full]), "DOCTOR"), "\n")
        doc.add("Patient: ", pname(rng, pt, pick(rng, ["LAST,", "full", "title_full"])), "  ",
                AGE(rng, pt.age, pt.sex, pick(rng, ["yo", "sexsp", "yrs", "y/o"])), "  DOB ", dob(rng, pt), "\n")
        doc.add(nhsid(rng, pt), "\n")
        doc.add("Address: ", address(rng, pt, pick(rng, ["inline", "inline_county"])), "\n")
        acc = rng.random()
        if acc < 0.4:
            doc.add("Access: key safe - code on record, ring ahead\n")
        elif acc < 0.7:
            nb = type(pt.nok)(rng)
            doc.add("Access: neighbour ", famname(rng, nb, pick(rng, ["full", "title"])), pick(rng, [
                " next door has key\n", " (key holder) - ", " has spare key, tel "]))
            if not doc.parts[-1].endswith("\n"):
                doc.add(P(mobile(rng, ctx.country), "PHONE"), "\n")
        else:
            doc.add("Access: ", pick(rng, ["door unlocked, go round back", "ring bell and wait - slow to door"]), "\n")
        doc.add("Reason: ", reason, "\n")
        doc.add("Visited by: ", docname(rng, gp, pick(rng, ["Dr_full", "Dr_last", "Dr_i_last"])), " at ", tm(rng, 12, 17), "\n\n")
    else:
        doc.add("HV ", D(rng, ctx.date, ["dm", "ddmm", "dmy2", "wd_dm"]), " - ", pname(rng, pt, pick(rng, ["title", "full"])),
                " (", P(str(pt.age), "AGE"), "), ", P(pt.street, "STREET"), ", ", P(pt.town, "CITY"), "\n")
        doc.add("Req by ", pt.nok_rel, " ", famname(rng, pt.nok), " - ", reason.lower(), "\n\n")
    doc.add("Background: ", join_list(pmh_items(rng, ctx, rng.randint(2, 5)), sep=", ", last=", "), ". ")
    care = rng.random()
    if care < 0.5:
        ag = pick(rng, PL.CARE_AGENCIES)
        cw1, cw2 = type(pt.nok)(rng), type(pt.nok)(rng)
        doc.add("POC ", P(ag, "ORGANIZATION"), " ", pick(rng, ["QDS", "BD", "TDS", "x4 daily"]), " (carers ",
                P(cw1.first, "FAMILY"), " and ", P(cw2.first, "FAMILY"), "). ")
    elif care < 0.8:
        doc.add("Lives with ", rel_phrase(rng, pt), " who is main carer. ")
    else:
        doc.add("Lives alone, ", pick(rng, ["family visit daily", "fiercely independent", "meals on wheels"]), ". ")
    doc.add("\n\nHx: ", hx, "\n")
    if chance(rng, 0.4):
        doc.add(pick(rng, ["Collateral from ", "Spoke to "]), rel_phrase(rng, pt), pick(rng, [" on ", " - tel "]),
                P(pt.nok_phone, "PHONE"), ".\n")
    doc.add("O/E: ", ex, "\n")
    doc.add("Plan: ", plan, "\n")
    if chance(rng, 0.45):
        kit = pick(rng, [("O2 concentrator", "OC"), ("pendant alarm", "PA"), ("syringe driver", "SD"),
                         ("pressure-relieving mattress pump", "MP"), ("home nebuliser", "NB")])
        doc.add("Equipment: ", kit[0], pick(rng, [" serial ", " SN ", " s/n "]),
                P("%s%s-%s" % (kit[1], digits(rng, 2), digits(rng, 6)), "DEVICE"), pick(rng, [" - working", " (checked)", ""]), "\n")
    if chance(rng, 0.5):
        doc.add(pick(rng, ["DNACPR ", "ReSPECT form ", "DNACPR/ReSPECT "]), pick(rng, ["in place, dated ", "completed ", "signed "]),
                D(rng, add_days(ctx.date, -rng.randint(0, 700)), ["dmy", "dmy2", "dMonY"]),
                pick(rng, [", copy in house", " - original in red folder", ""]), "\n")
    if chance(rng, 0.3):
        doc.add("Car ", P(plate(rng, ctx.country), "VEHICLE"), " still on drive - ", pick(rng, [
            "advised not to drive, DVLA to be informed", "son to remove keys", "pt says no longer drives"]), "\n")
    if chance(rng, 0.45):
        doc.add(pick(rng, ["Handover to DN ", "Discussed with DN ", "Informed community matron "]),
                P(type(pt.nok)(rng, sex="F").full, "DOCTOR"), " (", P(mobile(rng, ctx.country), "PHONE"), ")", ". ")
        doc.add(pick(rng, ["Family updated.", "", "OOH handover form sent."]), "\n")
    if chance(rng, 0.25):
        doc.add("Prev admission ", P(pick(rng, pr.hospitals), "HOSPITAL"), " ", D(rng, before(rng, ctx.date, 10, 120)),
                " to ", D(rng, before(rng, ctx.date, 3, 9)), " (", P(pick(rng, PL.WARDS), "HOSPITAL"), ")\n")
    doc.add("Time on visit ", str(rng.randint(20, 75)), " min incl travel.\n")
    sign_gp(rng, ctx, doc, gp)
    return doc
