"""Critical care outreach / rapid response / MET reviews."""
from phi import Doc, P, F, U
from common import (make_patient, team, dr, sticker, us_header, sign_line, vitals, vit_str, labs, lab_str,
                    time_str, nok_phrase, he, his, him, make_gp, sex_word, pmh, meds, allergy)
import datetime

import pools

SCEN = [
    ("sepsis_chest", "Hospital-acquired pneumonia with sepsis",
     "New O2 requirement, productive cough, R basal crackles and bronchial breathing. CXR: new RLL consolidation.",
     ["Blood cultures x2, sputum culture", "IV piperacillin-tazobactam (first dose given %s)", "500 ml crystalloid bolus, reassess",
      "Target SpO2 94-98%; escalate to high-flow if FiO2 > 0.6", "ABG in 1 h"]),
    ("urosepsis", "Urosepsis",
     "Rigors, suprapubic tenderness, cloudy urine via catheter. Warm peripheries, CRT 3 s.",
     ["Blood + urine cultures", "IV gentamicin stat (level at 24 h) + amoxicillin", "Change catheter", "1 L crystalloid over 1 h; MAP target > 65",
      "Hourly urine output"]),
    ("leak", "Intra-abdominal sepsis - ?anastomotic leak",
     "Peritonitic lower abdomen, drain turbid, tachycardic. Lactate rising.",
     ["Sepsis six completed", "IV meropenem", "Urgent CT AP - surgical reg aware", "Arterial line + CVC if vasopressor needed",
      "Keep NBM; may need return to theatre"]),
    ("bleed", "Post-operative haemorrhage",
     "Pale, clammy, drain output %d ml fresh blood over 2 h. Hb %d (from %d)." ,
     ["2 large-bore cannulae, G&S -> crossmatch 4 units", "Major haemorrhage protocol considered", "Tranexamic acid 1 g IV",
      "Surgical consultant informed - theatre", "VBG, coag, fibrinogen"]),
    ("hypoxia", "Type 1 respiratory failure - atelectasis vs PE",
     "Tachypnoeic, basal reduced air entry, calves soft. Post-op day 2, poor mobilisation.",
     ["CTPA requested", "Treatment-dose enoxaparin pending CTPA (no bleeding risk per surgeons)",
      "Chest physio, incentive spirometry, sit out", "High-flow nasal O2 40 L / FiO2 0.4", "ABG in 1 h"]),
    ("aki", "Oliguric AKI (KDIGO 2)",
     "UO < 0.3 ml/kg/h for 8 h. Dry mucous membranes. Creatinine %d from baseline %d.",
     ["Fluid challenge 500 ml, reassess", "Stop ramipril, metformin, NSAIDs", "Bladder scan / flush catheter",
      "Renal USS if no response", "Hourly UO, strict fluid balance"]),
    ("opioid", "Reduced GCS - likely opioid toxicity",
     "GCS %d (E2 V3 M%d), RR 8, pinpoint pupils. PCA morphine + oral oxycodone. CBG normal.",
     ["Naloxone 100 mcg IV titrated - GCS improved to 14", "Stop PCA; pain team review", "Hourly obs + sedation score",
      "Check renal function (accumulation)", "Naloxone infusion if re-sedates"]),
    ("af", "New fast AF with hypotension",
     "Irregularly irregular 150-170/min, BP %d/%d, no chest pain. K %.1f, Mg low.",
     ["Replace K to > 4.0 and Mg", "Amiodarone 300 mg IV over 1 h via large vein", "Treat precipitant (? sepsis)",
      "12-lead ECG, troponin", "Cardiac monitoring"]),
    ("dka", "DKA (post-operative, insulin omitted)",
     "Kussmaul breathing, ketones %.1f mmol/L, pH %.2f, glucose %d mmol/L.",
     ["FRIII per DKA protocol", "1 L 0.9% NaCl over 1 h then as protocol", "Hourly ketones + glucose; K monitoring",
      "Diabetes team referral", "Consider HDU"]),
]


def scen_text(ctx, key, tmpl):
    if key == "bleed":
        return tmpl % (ctx.ri(250, 900), ctx.ri(62, 84), ctx.ri(105, 130))
    if key == "aki":
        return tmpl % (ctx.ri(180, 420), ctx.ri(60, 95))
    if key == "opioid":
        m = ctx.ri(5, 6)
        return tmpl % (2 + 3 + m, m)
    if key == "af":
        return tmpl % (ctx.ri(78, 94), ctx.ri(40, 58), ctx.ri(29, 36) / 10)
    if key == "dka":
        return tmpl % (ctx.ri(35, 72) / 10, ctx.ri(695, 724) / 100, ctx.ri(18, 34))
    return tmpl


def ews(ctx):
    return {"UK": "NEWS2", "IE": "INEWS", "AU": "MET criteria", "NZ": "EWS", "US": "MEWS", "CA": "CCRT trigger"}[ctx.loc]


def escalation(ctx, pt, T, icu_reg):
    r = ctx.rng.random()
    out = []
    icu = P(ctx.ch(pools.ICU_NAMES), "HOSPITAL")
    if r < 0.45:
        out += ["Discussed with ", dr(icu_reg, "full"), " (ICU ", ctx.ch(["registrar", "fellow", "SpR", "consultant"]), ") at ",
                time_str(ctx, ctx.call_h + 1, ctx.call_h + 3), " - accepted to ", icu, ", bed ", P(str(ctx.ri(1, 16)), "LOCATION_OTHER"), ".\n"]
    elif r < 0.75:
        out += ["Discussed with ", dr(icu_reg, "fam"), " (ICU) - not for ICU at present; ward-based care with outreach follow-up. ",
                "Review again at ", time_str(ctx, ctx.call_h + 1, ctx.call_h + 3), " or sooner if ", ews(ctx), " worsens.\n"]
    else:
        out += ["Ceiling of care discussed with parent team (", dr(T["cons"], "full"), ") and ICU consultant ", dr(icu_reg, "full"),
                ": ward-based ceiling, for full active treatment otherwise. ", ctx.ch(["DNACPR", "TEP", "Goals of care"]),
                " form completed ", ctx.D(ctx.today), ".\n"]
    return out


def trend(ctx, label="NEWS2"):
    h0 = ctx.call_h - 7
    rows = ["Obs trend:\n", "  Time    HR   BP       RR  SpO2  %s\n" % label]
    sc = ctx.ri(1, 3)
    for i in range(4):
        hh = (h0 + i * 2) % 24
        sc = min(12, sc + ctx.ri(0, 3))
        rows.append("  %02d:%02d   %-4d %d/%-4d  %-3d %d%%   %d\n" % (hh, ctx.ch([0, 15, 30, 45]), ctx.ri(88, 132), ctx.ri(82, 120),
                                                                   ctx.ri(40, 75), ctx.ri(16, 32), ctx.ri(86, 96), sc))
    return rows


def abg(ctx):
    return "ABG (FiO2 %.2f): pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %d, BE %d, lactate %.1f" % (
        ctx.ri(21, 60) / 100, ctx.ri(718, 745) / 100, ctx.ri(32, 68) / 10, ctx.ri(62, 140) / 10, ctx.ri(14, 25), -ctx.ri(1, 10), ctx.ri(12, 62) / 10)


def prehistory(ctx, pt, T):
    earlier = ctx.staff("doc", title="Dr" if ctx.loc not in ("US", "CA") else "Dr.")
    return ["Seen earlier at ", time_str(ctx, ctx.call_h + -3, ctx.call_h + -1), " by ", dr(earlier, "full"), " (", ctx.ch(["ward FY1", "on-call SHO", "surgical resident", "HO", "RMO"]),
            ") - ", ctx.ch(["fluid bolus 500 ml given with transient response", "bloods and cultures sent, antibiotics prescribed",
                            "analgesia reviewed", "CXR requested"]), ". ",
            ctx.ch(["Nursing staff remained concerned as scores continued to rise.", "Escalated to outreach as per local policy.",
                    "Referred to outreach when the score reached the trigger threshold."]), "\n"]


def followup(ctx, pt):
    n2 = ctx.staff("nurse")
    return ["\nFOLLOW-UP ", ctx.D(ctx.today), " ", time_str(ctx, ctx.call_h + 3, ctx.call_h + 4), ": ",
            ctx.ch(["Improved - HR 96, MAP 72, lactate 1.9. Continue ward care, outreach review in the morning.",
                    "No improvement; lactate 4.4 despite 2 L. ICU registrar re-contacted - accepted.",
                    "Comfortable, family at bedside. Plan unchanged.",
                    "Off high-flow, on 2 L nasal specs, SpO2 95%. Step down outreach input to 12-hourly."]),
            " (", n2.full(), ")\n"]


def family(ctx, pt):
    nok = pt.nok
    r = ctx.rng.random()
    if r < 0.5:
        return [F("{Rel} {n} phoned at {t} on {ph} and updated regarding deterioration. {He} will come in this evening.\n",
                  Rel=nok.rel.capitalize(), n=nok.full(), t=time_str(ctx, ctx.call_h + 1, ctx.call_h + 2), ph=nok.tel, He="He" if nok.sex == "M" else "She")]
    if r < 0.75:
        return [F("NOK: {n} ({rel}) - {ph}. Aware of transfer.\n", n=nok.full(), rel=nok.rel, ph=nok.tel)]
    return [F("Patient asked that we contact {his} {rel} {g} ({ph}); message left at {t}.\n", his=his(pt), rel=nok.rel,
              g=nok.giv(), ph=nok.tel, t=time_str(ctx, ctx.call_h + 1, ctx.call_h + 2))]


def layout_uk(ctx, pt, T, sc):
    d = Doc()
    key, dx, find, plan = sc
    h = ctx.hospital()
    d.w(ctx.ch(["CRITICAL CARE OUTREACH TEAM REVIEW", "Critical Care Outreach - Review", "CCOT REVIEW", "Outreach referral & assessment"]), "\n")
    d.w(ctx.H(h), "\n")
    if ctx.chance(0.5):
        d.w(sticker(ctx, pt), "\n")
    else:
        lab, nat = pt.natid
        d.w("Patient: ", pt.full(), "   DOB ", ctx.D(pt.dob), "   ", lab, " ", nat, "   Hosp no ", pt.mrn, "\n")
    caller = ctx.staff("nurse")
    caller.role = "nurse"
    d.w("Ward: ", ctx.ward(), ", ", ctx.bay_bed(), "\n")
    d.w("Date: ", ctx.D(ctx.today), "   Called: ", time_str(ctx, ctx.call_h + 0, ctx.call_h + 0), "   Arrived: +", str(ctx.ri(3, 25)), " min\n")
    d.w("Referred by: ", ctx.ch(["SN ", "Staff Nurse ", "CN ", ""]), caller.full(), " ", ctx.pager(), " - ", ews(ctx), " ", str(ctx.ri(5, 11)), "\n")
    d.w("Parent team: ", ctx.ch(["General Surgery", "Colorectal", "Upper GI", "Gynaecology", "Urology"]), " (", dr(T["cons"], "init"), ")\n\n")
    d.w("Background: ", P(str(pt.age), "AGE"), sex_word(pt), ", ", ctx.ch(["POD 2 laparotomy", "admitted 4/7 ago", "POD 1 lap chole", "day 3 post TAH"]), ". PMH: ",
        ctx.ch(["T2DM, HTN", "COPD, AF on apixaban", "IHD, CKD3", "nil significant", "obesity, OSA (CPAP)"]), ".\n")
    d.w(prehistory(ctx, pt, T), "\n")
    d.w(trend(ctx, ews(ctx) if ctx.loc in ("UK", "IE") else "EWS"), "\n")
    v = vitals(ctx, sick=True)
    d.w("A: patent, talking\n")
    d.w("B: RR %d, SpO2 %d%% %s. %s\n" % (v[3], v[4], v[6], ctx.ch(["Bibasal crackles.", "Reduced AE R base.", "Chest clear."])))
    d.w("C: HR %d, BP %d/%d, CRT %d s. UO %d ml last 4 h.\n" % (v[0], v[1], v[2], ctx.ri(2, 5), ctx.ri(20, 160)))
    d.w("D: ", ctx.ch(["Alert", "Confused (new)", "Responds to voice"]), ". CBG %.1f\n" % (ctx.ri(45, 180) / 10))
    d.w("E: T %.1f. %s\n\n" % (v[5], scen_text(ctx, key, find)))
    d.w("Bloods: ", lab_str(ctx, labs(ctx, sick=True), us=False), "\n")
    d.w(abg(ctx), "\n")
    d.w("Fluid balance: +%d ml (24 h); last 6 h UO %d ml.\n\n" % (ctx.ri(-300, 3200), ctx.ri(40, 300)))
    d.w("Impression: ", dx, "\n")
    d.w("Actions:\n")
    for i, it in enumerate(plan, 1):
        if "%s" in it:
            it = it % time_str(ctx, ctx.call_h + 0, ctx.call_h + 1)
        d.w(" %d) " % i, it, "\n")
    if ctx.chance(0.4):
        d.w(" %d) High-flow O2 via AIRVO 2 (asset no. " % (len(plan) + 1), ctx.device_sn("asset"), ")\n")
    icu = ctx.staff("icu", title="Dr")
    d.w("\n", escalation(ctx, pt, T, icu))
    d.w(family(ctx, pt))
    if ctx.chance(0.5):
        d.w(followup(ctx, pt))
    d.w("\n")
    cc = ctx.staff("nurse")
    cc.role = "nurse"
    d.w(cc.full(), ", ", ctx.ch(["Critical Care Outreach Nurse", "CCOT Sister", "Outreach Practitioner", "ACCP"]), "  ")
    d.w(ctx.ext() if ctx.chance(0.5) else ctx.pager(), "\n")
    lab, licv = ctx.license(cc)
    d.w(lab, " ", licv, "\n")
    return d


def layout_met(ctx, pt, T, sc):
    """AU / NZ MET call record."""
    d = Doc()
    key, dx, find, plan = sc
    h = ctx.hospital()
    d.w(ctx.ch(["MET CALL RECORD", "Medical Emergency Team - call documentation", "PAR TEAM REVIEW" if ctx.loc == "NZ" else "MET CALL"]), "   ", ctx.H(h), "\n")
    d.w("=" * 60, "\n")
    nat_lab, nat = pt.natid
    d.w("Name: ", pt.LF(), "    ", "NHI" if ctx.loc == "NZ" else "URN", ": ", nat if ctx.loc == "NZ" else pt.mrn, "\n")
    d.w("DOB: ", ctx.D(pt.dob), "  Age: ", P(str(pt.age), "AGE"), "  Sex: ", sex_word(pt), "\n")
    d.w("Location: ", ctx.ward(), " - ", ctx.bay_bed(), "\n")
    d.w("Call date/time: ", ctx.D(ctx.today), " ", time_str(ctx, ctx.call_h + 0, ctx.call_h + 0), "\n")
    d.w("Criteria: ", ctx.ch(["SBP < 90", "RR > 30", "SpO2 < 90% despite O2", "Acute change in GCS > 2", "HR > 140", "Staff worried"]), "\n")
    d.w("Team leader: ", dr(ctx.staff("icu", title="Dr"), "full"), " (ICU Reg)   Nurse: ", ctx.staff("nurse").full(),
        " (ICU liaison)   Parent unit: ", dr(T["reg"], "full"), "\n")
    d.w("=" * 60, "\n\n")
    d.w("Background: ", P(str(pt.age), "AGE"), sex_word(pt), " ", ctx.ch(["day 2 post laparotomy", "admitted with cholangitis", "post TLH day 1", "admitted with SBO, conservative"]),
        ". ", prehistory(ctx, pt, T))
    d.w(trend(ctx, "EWS" if ctx.loc == "NZ" else "ADDS"), "\n")
    d.w("Situation: ", dx, ".\n")
    d.w("Findings: ", scen_text(ctx, key, find), " ", vit_str(ctx, vitals(ctx, sick=True), "line"), ".\n")
    d.w(abg(ctx), "\n")
    d.w("Interventions:\n")
    for it in plan:
        if "%s" in it:
            it = it % time_str(ctx, ctx.call_h + 0, ctx.call_h + 1)
        d.w("  - ", it, "\n")
    d.w("\nOutcome: ")
    icu = ctx.staff("icu", title="Dr")
    d.w(escalation(ctx, pt, T, icu))
    d.w(family(ctx, pt))
    d.w("ICU liaison follow-up: ", ctx.ch(["4 hours", "next morning", "2 hours"]), ". Parent team to review at ", time_str(ctx, ctx.call_h + 2, ctx.call_h + 3), ".\n")
    gp, prac = make_gp(ctx)
    if ctx.chance(0.4):
        d.w("Usual GP: ", dr(gp, "full"), ", ", P(prac["name"], "HOSPITAL"), " (", ctx.phone("land"), ")\n")
    d.w("\nDocumented by ", dr(T["jun"], "full"), " ", T["jun"].grade, ", ", ctx.pager(), "\n")
    if ctx.chance(0.4):
        d.w("eMR user: ", ctx.username(T["jun"]), "\n")
    return d


def layout_rrt(ctx, pt, T, sc):
    """US rapid response / CA CCRT consult."""
    d = Doc()
    key, dx, find, plan = sc
    if ctx.loc == "US":
        d.w(ctx.ch(["RAPID RESPONSE TEAM NOTE", "Rapid Response Event Note", "RRT - Critical Care Consult"]), "\n")
    else:
        d.w(ctx.ch(["CRITICAL CARE RESPONSE TEAM (CCRT) CONSULT", "CCRT Assessment", "CCRT Follow-up Note"]), "\n")
    d.w(us_header(ctx, pt, loc_parts=[ctx.ward(), " ", ctx.bay_bed()], att=dr(T["cons"], "full")))
    d.w("Event date: ", ctx.D(ctx.today), "   Called: ", time_str(ctx, ctx.call_h + 0, ctx.call_h + 0), "\n")
    d.w("Trigger: ", ctx.ch(["HR > 130", "SBP < 90", "RR > 28", "acute mental status change", "SpO2 < 90%", "nurse concern"]), "\n")
    rn = ctx.staff("nurse")
    rn.role = "nurse"
    d.w("Primary RN: ", rn.full(), ", RN  ", ctx.phone("ext"), "\n\n")
    d.w("HPI: ", P(str(pt.age), "AGE"), "-year-old ", "woman" if pt.sex == "F" else "man", " ", ctx.ch(["POD 2 from ex-lap", "admitted 3 days ago with SBO", "s/p TLH POD 1", "admitted for pancreatitis"]),
        ". ", scen_text(ctx, key, find), "\n\n")
    v = vitals(ctx, sick=True)
    d.w("Vitals on arrival: ", vit_str(ctx, v, "labels"), "\n")
    d.w("Labs: ", lab_str(ctx, labs(ctx, sick=True), us=True), "\n")
    d.w(abg(ctx).replace(" kPa", ""), "\n")
    d.w("PMH: ", ", ".join(pmh(ctx)), ". Meds: ", ", ".join(meds(ctx, 4)), ". Allergies: ", allergy(ctx), ".\n\n")
    d.w("Assessment: ", dx, "\n")
    d.w("Plan/Interventions:\n")
    for it in plan:
        if "%s" in it:
            it = it % time_str(ctx, ctx.call_h + 0, ctx.call_h + 1)
        d.w("  # ", it, "\n")
    icu = ctx.staff("icu", title="Dr.")
    d.w("\nDisposition: ", escalation(ctx, pt, T, icu))
    d.w("Family: ", family(ctx, pt))
    if ctx.chance(0.4):
        d.w(followup(ctx, pt))
    d.w("Code status: ", ctx.ch(["Full code", "DNR - confirmed with patient and HCP", "Full code (confirmed)"]), "\n\n")
    rt = ctx.staff("rt")
    d.w("RRT members: ", dr(icu, "full"), " (", ctx.ch(["MICU fellow", "ICU attending", "intensivist"]), "), ", rt.full(), " (RT), ",
        ctx.staff("nurse").full(), " (RRT RN)\n")
    icu.cred = "MD"
    d.w(sign_line(ctx, icu, when=ctx.today, time=time_str(ctx, ctx.call_h + 2, ctx.call_h + 3), lic=ctx.chance(0.6), esign=True, user=ctx.chance(0.4)))
    return d


def layout_stepdown(ctx, pt, T, sc):
    """Post-ICU discharge follow-up by outreach."""
    d = Doc()
    h = ctx.hospital()
    icu_name = P(ctx.ch(pools.ICU_NAMES), "HOSPITAL")
    dis = ctx.days(-ctx.ri(0, 2))
    adm_icu = dis - datetime.timedelta(days=ctx.ri(2, 12))
    if ctx.loc in ("US", "CA"):
        d.w(ctx.ch(["ICU Transfer Follow-up (Rapid Response Team)", "Post-ICU Transfer Check - RRT RN", "CCRT follow-up after ICU discharge" if ctx.loc == "CA" else "RRT post-ICU follow-up"]), "\n")
    elif ctx.loc in ("AU", "NZ"):
        d.w(ctx.ch(["ICU Liaison Nurse review - post-ICU discharge", "ICU outreach follow-up (ward)", "Post-ICU ward review"]), "\n")
    else:
        d.w(ctx.ch(["Outreach follow-up: post-ICU discharge", "CCOT - ICU step-down review", "Post-critical care follow-up review"]), "\n")
    d.w("Date ", ctx.D(ctx.today), "  ", time_str(ctx), "\n")
    d.w(pt.full(), " | ", P(str(pt.age), "AGE"), " ", sex_word(pt), " | ", pt.natid[0], " ", pt.natid[1], " | ", ctx.ward(), " ", ctx.bay_bed(), "\n\n")
    d.w("ICU stay: ", icu_name, " ", ctx.D(adm_icu), ctx.ch([" to ", "-", " - "]), ctx.D(dis), " (", ctx.ch(["septic shock secondary to anastomotic leak",
        "type 2 respiratory failure, NIV", "post-op haemorrhage, 6 units", "DKA", "pneumonia requiring intubation for 4 days"]), ").\n")
    d.w("Stepped down to ", ctx.H(h), ", ", ctx.ward(), " on ", ctx.D(dis), ".\n\n")
    d.w("Today: ", vit_str(ctx, vitals(ctx), "line"), ". ", ctx.ch(["Sitting out, eating small amounts.", "Mildly delirious overnight, now orientated.",
        "Weak, needs assistance of 2 to stand.", "Cough effective, on 2 L O2."]), "\n")
    d.w("PMH: ", ", ".join(pmh(ctx)), ". Current meds: ", ", ".join(meds(ctx)), ".\n")
    d.w("Bloods: ", lab_str(ctx, labs(ctx), us=ctx.loc == "US"), "\n")
    d.w("Lines: ", ctx.ch(["PICC (right basilic) in situ", "CVC removed, tip sent", "no central access"]), ".\n")
    d.w("Rehab: physio and OT engaged; ", ctx.ch(["ICU diary given", "ICU follow-up clinic referral made", "patient and family offered ICU support group"]), ".\n")
    d.w("Psych: screen for ", ctx.ch(["low mood", "nightmares / PTSD", "delirium"]), " - ", ctx.ch(["negative", "some symptoms, monitor"]), ".\n\n")
    nok = pt.nok
    d.w("Family: ", nok.full(), " (", nok.rel, ") present, questions answered. Contact ", nok.tel, ".\n")
    if ctx.chance(0.5):
        d.w(pt.titled(), " asked about returning to work as ", "an " if pt.prof.text[0] in "aeiou" else "a ", pt.prof,
            " - advised to discuss with ", "PCP" if ctx.loc == "US" else "GP", " and employer (", ctx.org(), ").\n")
    if ctx.loc in ("AU", "NZ") and ctx.chance(0.6):
        d.w("Social work: income support forms completed with ", pt.nok.giv(), " (", ctx.ssn_label(), " ", pt.ssn, ").\n")
    d.w("Plan: outreach to review again ", ctx.Dwkday(ctx.days(1)), "; discharge from outreach if stable 24 h.\n\n")
    nurse = ctx.staff("nurse")
    nurse.role = "nurse"
    d.w(nurse.full(), "  ", {"US": "RRT RN", "CA": "CCRT RN", "AU": "ICU Liaison", "NZ": "ICU Outreach CNS"}.get(ctx.loc, "CCOT"), "  ", ctx.pager(), "\n")
    lab, licv = ctx.license(nurse)
    d.w(lab, " ", licv, "\n")
    return d


def generate(ctx):
    ctx.call_h = ctx.ri(8, 19)
    pt = make_patient(ctx, age_range=(22, 94))
    T = team(ctx, surgical=True)
    sc = ctx.ch(SCEN)
    loc = ctx.loc
    r = ctx.rng.random()
    if r < 0.2:
        lay = layout_stepdown
    elif loc in ("UK", "IE"):
        lay = layout_uk
    elif loc in ("AU", "NZ"):
        lay = ctx.ch([layout_met, layout_met, layout_uk])
    else:
        lay = layout_rrt
    return lay(ctx, pt, T, sc)
