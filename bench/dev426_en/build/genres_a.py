"""Genres: sepsis screening tool record, critical care outreach review,
rapid response call record."""
import phi
from common import banner, pmh, social, signature, footer, times, allergy, GUIDE_REF

SCREEN_TITLE = {
    "GB": "ADULT INPATIENT SEPSIS SCREENING & ACTION TOOL (NEWS2 >= 5)",
    "US": "SEVERE SEPSIS / SEPTIC SHOCK SCREEN - SEP-1 BUNDLE",
    "CA": "Sepsis Screening Tool - Adult Inpatient",
    "AU": "ADULT SEPSIS PATHWAY (SEPSIS KILLS) - INPATIENT",
    "IE": "Adult Sepsis Form - Inpatient (National Sepsis Programme)",
    "NZ": "Adult Sepsis Screening and Action Tool",
}


def box(r, yes):
    return "[X]" if yes else "[ ]"


def sepsis_screen(r, c, d):
    ep = c.ep
    d.f("{h}\n{t}\n", h=c.H(), t=SCREEN_TITLE[c.c])
    d.t("=" * 60 + "\n")
    banner(d, c)
    d.f("Ward/Unit: {w}  ", w=c.W()).add(c.bedloc())
    d.f("   Admitting {ro}: {n}\n", ro=c.staff("cons").role, n=c.dr("cons"))
    t = times(r, 8)
    d.f("Date screened: {dt}  Time: {tm}   Screen no. {k} this admission\n", dt=c.d(0), tm=t[0], k=str(r.randint(1, 3)))
    d.t("\nTRIGGER: %s %d  (%s)\n" % (ep.ews_name(), ep.news if c.c != "US" else min(ep.news, 9), ep.vitals(r, 0)))
    d.t("\n1. Could this be an infection?  YES  - suspected source: %s\n" % ep.dx)
    d.t("   Symptoms: %s\n" % ep.symptom)
    if c.na:
        d.t("2. SIRS criteria (need 2):\n")
        d.t("   %s Temp >38.3 or <36.0 (%s)\n" % (box(r, ep.temp > 38.3 or ep.temp < 36), ep.temp_s()))
        d.t("   %s HR >90 (%d)\n" % (box(r, ep.hr > 90), ep.hr))
        d.t("   %s RR >20 (%d)\n" % (box(r, ep.rr > 20), ep.rr))
        d.t("   %s WBC >12 or <4 or >10%% bands (%.1f)\n" % (box(r, ep.wcc > 12 or ep.wcc < 4), ep.wcc))
        d.t("3. Organ dysfunction (any 1 = SEVERE SEPSIS):\n")
        d.t("   %s SBP <90 / MAP <65 (%d/%d, MAP %d)\n" % (box(r, ep.sbp < 90 or ep.map < 65), ep.sbp, ep.dbp, ep.map))
        d.t("   %s Lactate >2 mmol/L (%.1f)\n" % (box(r, ep.lact > 2), ep.lact))
        d.t("   %s Creatinine >2.0 mg/dL or UO <0.5 mL/kg/h x2h (%.2f)\n" % (box(r, ep.creat / 88.4 > 2), ep.creat / 88.4))
        d.t("   %s Platelets <100K (%d)   %s INR >1.5 (%.1f)   %s Bili >2 (%.1f)\n" % (
            box(r, ep.plt < 100), ep.plt, box(r, ep.inr > 1.5), ep.inr, box(r, ep.bili > 34), ep.bili / 17.1))
        d.t("   %s Acute AMS (GCS %d)\n" % (box(r, ep.gcs < 15), ep.gcs))
        shock = ep.lact >= 4 or ep.sbp < 90
        d.t("RESULT: %s   qSOFA %d/3\n" % ("SEPTIC SHOCK - initiate 6h bundle" if shock else "SEVERE SEPSIS - 3h bundle",
                                             int(ep.rr >= 22) + int(ep.sbp <= 100) + int(ep.gcs < 15)))
        d.t("\nBUNDLE (time zero %s)\n" % t[1])
        d.f("  {t2}  Lactate drawn ({l} mmol/L)   Lab # {acc}\n", t2=t[2], l="%.1f" % ep.lact, acc=(phi.idnum(r, "lab", c.ev.year), "IDNUM"))
        d.f("  {t3}  Blood cultures x2 before abx   Specimen {bc}\n", t3=t[3], bc=(phi.idnum(r, "blood", c.ev.year), "IDNUM"))
        d.t("  %s  Broad spectrum abx: %s\n" % (t[4], ep.abx))
        d.t("  %s  Fluids: %s\n" % (t[5], ep.fluid))
        d.t("  %s  Repeat lactate %.1f\n" % (t[7], ep.lact2))
        if shock:
            d.t("  Vasopressor: %s via PIV pending CVC\n" % ep.pressor())
    else:
        d.t("2. RED FLAG criteria (any one):\n")
        flags = [("Responds only to voice/pain or new confusion", ep.cons != "A"),
                 ("Systolic BP <= 90 or drop >40 from baseline", ep.sbp <= 90),
                 ("Heart rate > 130", ep.hr > 130), ("Respiratory rate >= 25", ep.rr >= 25),
                 ("Needs O2 to keep SpO2 >= 92% (88% in COPD)", ep.on_o2),
                 ("Non-blanching rash / mottled / ashen / cyanotic", r.random() < 0.15),
                 ("Not passed urine in 18h / UO < 0.5ml/kg/hr", ep.uo < 30),
                 ("Lactate >= 2 mmol/l", ep.lact >= 2), ("Recent chemotherapy (within 6 weeks)", ep.src == "neutro")]
        for txt, yes in flags:
            d.t("   %s %s\n" % (box(r, yes), txt))
        d.t("RED FLAG SEPSIS: %s\n" % ("YES - start Sepsis Six within 1 hour" if any(v for _, v in flags) else "NO - amber flags, review 1h"))
        d.t("\nSEPSIS SIX (time zero %s)\n" % t[1])
        d.t("  1 Oxygen to target 94-98%% (88-92%% if CO2 retainer) ... %s %s\n" % (t[2], ep.o2))
        d.f("  2 Blood cultures (lab no. {bc}) ... {tm}\n", bc=(phi.idnum(r, "blood", c.ev.year), "IDNUM"), tm=t[3])
        d.t("  3 IV antibiotics: %s ... %s\n" % (ep.abx, t[4]))
        d.t("  4 IV fluids: %s ... %s\n" % (ep.fluid, t[5]))
        d.t("  5 Lactate %.1f (VBG) ... %s ; repeat %.1f at %s\n" % (ep.lact, t[2], ep.lact2, t[7]))
        d.t("  6 Urine output: Foley catheter (16Fr) inserted, UO %d ml/hr, fluid balance chart started ... %s\n" % (ep.uo, t[6]))
    d.t("\nSENIOR REVIEW\n")
    d.f("  Reviewed by {jr} ({ro}, {bw} {b}) at {tm}; ", jr=c.dr("jr", "t_full"), ro=c.staff("jr").role, bw=c.bw, b=c.bleep("jr"), tm=t[3])
    d.fx("escalated to {reg} ({ro}) - agrees with plan, ", reg=c.dr("reg"), ro=c.staff("reg").role)
    if ep.news >= 7 or ep.lact >= 4 or ep.sbp < 90:
        d.f("outreach/ICU referral made ({n}, ext {e}).\n", n=c.dr("outreach", "full"), e=c.bleep("outreach"))
    else:
        d.t("for ward-based care with 1-hourly obs.\n")
    d.t("  Allergies checked: %s.  Escalation status: %s\n" % (allergy(c), r.choice(
        ["full escalation", "ward-based ceiling (ReSPECT)", "for ICU referral", "DNACPR, for all other treatment"])))
    if r.random() < 0.5:
        d.f("  NOK informed: {rel} {n} by phone {ph} at {tm}.\n", rel=c.rel, n=c.nok.full(), ph=(c.ph_nok, "PHONE"), tm=t[6])
    d.t("\nBased on: %s.\n" % "; ".join(r.sample(GUIDE_REF[c.c], 2)))
    d.f("\nCompleted by: {n}, {cr}   user {u}\n", n=c.staff("nurse").full(), cr=c.staff("nurse").cred, u=c.user(c.staff("nurse")))
    if r.random() < 0.7:
        d.f("Workstation {ip}  form v4.2  printed {dt}\n", ip=(phi.ip(r), "IPADDR"), dt=c.d(0))


OUTREACH_TITLE = {"GB": "CRITICAL CARE OUTREACH TEAM (CCOT) REVIEW", "US": "RAPID RESPONSE RN - PROACTIVE ROUNDING NOTE",
                  "CA": "CCRT (Critical Care Response Team) Consult Note", "AU": "ICU LIAISON NURSE REVIEW",
                  "IE": "CCOT Review - Critical Care Outreach", "NZ": "PATIENT AT RISK (PAR) TEAM REVIEW"}


def outreach_review(r, c, d):
    ep = c.ep
    t = times(r, 6)
    d.f("{t}\n{h} - {w}, ", t=OUTREACH_TITLE[c.c], h=c.H(), w=c.W())
    d.add(c.bedloc()).t("\n")
    d.f("Date: {dt}  Time seen: {tm}\n", dt=c.d(0), tm=t[0])
    banner(d, c, r.choice([0, 1, 3]))
    d.t("\nReferral: ")
    k = r.choice(["jr", "nurse", "nic"])
    d.fx("{who} ({ro}) " + ("bleeped" if c.bw == "bleep" else "paged") + " outreach at {tm} re {ews} {n}, ", who=c.dr(k, "full"),
         ro=c.staff(k).role, tm=t[0], ews=ep.ews_name(), n=str(ep.news))
    d.x(r.choice(["staff concerned re increasing O2 requirement.\n", "persistent hypotension despite fluids.\n",
                  "new confusion and low UO.\n", "lactate %.1f on VBG.\n" % ep.lact, "2nd trigger in 4h.\n"]))
    d.t("\nBackground: ")
    d.f("{a}{sx} admitted ", a=c.a(), sx=c.sex)
    d.f("{dt} with {dx}. ", dt=c.d(-r.randint(1, 6)), dx=ep.dx)
    d.x("Day %d of %s.\nPMH:\n" % (r.randint(1, 6), ep.abx.split(" ")[0]))
    pmh(d, c)
    d.t("\n\nASSESSMENT\n")
    d.t("A - Patent, %s\n" % r.choice(["talking in sentences", "talking in short phrases", "moaning, no stridor"]))
    d.x("B - RR %d, SpO2 %d%% %s, %s. %s\n" % (ep.rr, ep.spo2, ep.o2,
        r.choice(["coarse creps R base", "reduced AE L base", "bilateral wheeze", "clear chest"]), ep.finding if ep.src in ("cap", "hap") else "CXR no acute change"))
    d.x("C - HR %d %s, BP %d/%d (MAP %d), CRT %ds, %s. UO %d ml/hr over last 2h. Lactate %.1f -> %.1f.\n" % (
        ep.hr, r.choice(["sinus tachy", "fast AF", "SR"]), ep.sbp, ep.dbp, ep.map, r.randint(2, 5),
        r.choice(["cool peripheries", "warm peripheries", "mottled knees"]), ep.uo, ep.lact, ep.lact2))
    d.t("D - %s %d, %s. BM %.1f. Pain %d/10.\n" % (r.choice(["GCS", "GCS", "Glasgow Coma Scale"]), ep.gcs, ep.cons_s(), ep.glu,
                                                  r.randint(0, 8)))
    d.t("E - T %s. %s\n" % (ep.temp_s(), r.choice(["Cannula site clean (VIP 0).", "Abdo soft, mildly tender RUQ.",
                                                  "L leg erythema marked, spreading beyond pen line.", "PICC site red, tender.",
                                                  "Sacral sore grade 3, dressing intact."])))
    d.t("\nBloods: %s\n%s\n" % (ep.labs_inline(r), ep.gas()))
    d.t("\nImpression: %s with %s. %s score %d.\n" % (
        r.choice(["Sepsis", "Septic shock", "Sepsis with AKI (KDIGO 2)", "Sepsis, ?source"]), ep.dx, ep.ews_name(), ep.news))
    d.t("\nPlan:\n")
    d.x("- %s\n- Repeat lactate in 1h; aim MAP >65, UO >0.5ml/kg/hr\n- Continue %s, micro advice re %s\n" % (
        ep.fluid, ep.abx, ep.org))
    d.t("- %s-hourly obs, strict fluid balance\n" % r.choice(["1", "1", "2", "4"]))
    k = r.random()
    if k < 0.45:
        d.f("- Discussed with {ir} ({ro}) - accepted to ICU, bed {b} when ready\n", ir=c.dr("icu_reg", "t_full"),
            ro=c.staff("icu_reg").role, b=(c.icu_bed, "LOCATION_OTHER"))
    elif k < 0.8:
        d.f("- Discussed with {ir} ({ro}): not for ICU at present, re-refer if {x}\n", ir=c.dr("icu_reg"),
            ro=c.staff("icu_reg").role, x=r.choice(["MAP <65 after 30ml/kg", "FiO2 >0.6", "lactate rising"]))
    else:
        d.f("- Ceiling of care ward-based per {cons} and family ({rel} {n}); ReSPECT form completed {dt}\n",
            cons=c.dr("cons", "t_full"), rel=c.rel, n=c.nok.f(), dt=c.d(0))
    d.t("- Outreach to review at %s or sooner if %s >= %d\n" % (t[5], ep.ews_name(), max(5, ep.news)))
    d.f("\n{n}, {cr}\n{ro}  ", n=c.staff("outreach").full(), cr=c.staff("outreach").cred, ro=c.staff("outreach").role)
    d.t(r.choice(["Outreach %s " % c.bw, "Team phone ext ", "Pager "])).add(c.bleep("outreach")).t("\n")
    if r.random() < 0.4:
        d.f("Team email: {e}\n", e=c.email())
    if r.random() < 0.5:
        footer(d, c, "outreach")


RRT_TITLE = {"GB": "MEDICAL EMERGENCY TEAM (2222) - CALL RECORD", "US": "RAPID RESPONSE TEAM (RRT) EVENT RECORD",
             "CA": "CCRT / Code Blue Team Call Record", "AU": "MET CALL RECORD (Red Zone - Between the Flags)",
             "IE": "Rapid Response / Medical Emergency Call Record", "NZ": "Rapid Response Call Record"}


def rrt_call(r, c, d):
    ep = c.ep
    t = times(r, 9)
    d.f("{t}\n{h}\n", t=RRT_TITLE[c.c], h=c.H())
    d.f("Call ID: {i}    Date: {dt}\n", i=(phi.idnum(r, "rrt", c.ev.year), "IDNUM"), dt=c.d(0))
    d.f("Location: {w}, ", w=c.W()).add(c.bedloc())
    if r.random() < 0.35:
        d.f(", {b}", b=(c.building, "LOCATION_OTHER"))
    d.t("\n")
    banner(d, c, r.choice([1, 2]))
    d.t("\nTime called %s   Team arrived %s   Team left %s\n" % (t[0], t[1], t[8]))
    d.f("Called by: {n} ({ro})\n", n=c.dr("nurse", "full"), ro=c.staff("nurse").role)
    crit = [k for k, v in [("SBP <90", ep.sbp < 90), ("RR >30", ep.rr > 30), ("HR >140", ep.hr > 140),
                           ("SpO2 <90%", ep.spo2 < 90), ("acute change in LOC", ep.cons != "A"),
                           ("staff worried", True)] if v]
    d.t("Criteria: %s\n" % ", ".join(crit))
    d.t("\nTeam: ")
    d.f("{a} ({ra}); {b} ({rb}); {e} ({re}); {f} ({rf})\n", a=c.dr("icu_reg", "t_full"), ra=c.staff("icu_reg").role,
        b=c.dr("outreach", "full"), rb=c.staff("outreach").role, e=c.dr("rt", "full"), re=c.staff("rt").role,
        f=c.dr("jr2", "t_full"), rf=c.staff("jr2").role)
    d.t("\nS: %s, sepsis likely %s.\n" % (ep.vitals(r, 2), ep.dx))
    d.f("B: {a} yo {sx}, admitted with {dx} on {dt}. ", a=c.a(), sx="man" if c.sex == "M" else "woman", dx=ep.dx,
        dt=c.ds(-r.randint(1, 5)))
    d.t("Allergies: %s.\n" % allergy(c))
    d.t("\nTIMELINE\n")
    d.x("%s  Team arrival. Pt %s, %s.\n" % (t[1], ep.cons_s().lower(), r.choice(["clammy", "mottled", "peripherally shut down", "flushed"])))
    d.x("%s  %s; %s\n" % (t[2], "O2 escalated to 15L NRB" if ep.spo2 < 92 else "O2 titrated", ep.gas()))
    d.x("%s  2nd large-bore IV (18G L ACF). Cultures x2. %s\n" % (t[3], ep.fluid))
    d.t("%s  %s given\n" % (t[4], ep.abx))
    d.x("%s  BP %d/%d post bolus, HR %d. Repeat lactate %.1f\n" % (t[5], ep.sbp + r.randint(0, 18), ep.dbp + r.randint(0, 10),
                                                                 ep.hr - r.randint(0, 20), ep.lact2))
    if ep.sbp < 85 or ep.lact > 4:
        d.t("%s  Peripheral %s started via dedicated line (BD Alaris" % (t[6], ep.pressor()))
        if r.random() < 0.4:
            d.f(", asset {s}", s=(phi.device_serial(r), "DEVICE"))
        d.t(")\n")
    d.t("%s  ECG: sinus tachycardia, no acute ST changes. Portable CXR requested\n" % t[7])
    d.t("\nOutcome: ")
    u = r.random()
    if u < 0.5:
        d.f("transferred to ICU {b} at {tm} accompanied by {n}.\n", b=["bed ", (c.icu_bed, "LOCATION_OTHER")], tm=t[8],
            n=c.dr("icu_reg"))
    elif u < 0.8:
        d.x("remained on ward with outreach follow-up in 1h; %s obs 30-min.\n" % ep.ews_name())
    else:
        d.f("transferred to HDU; family ({rel} {n}) updated by {dr}.\n", rel=c.rel, n=c.nok.full(), dr=c.dr("icu_reg"))
    if r.random() < 0.5:
        d.f("Family notified: {rel} {n} on {ph}\n", rel=c.rel, n=c.nok.f(), ph=(c.ph_nok, "PHONE"))
    if r.random() < 0.3:
        d.f("Note: pt's vehicle ({v}) left in main car park; security informed, keys with {rel}.\n",
            v=(phi.vehicle(r, c.c), "VEHICLE"), rel=c.rel)
    d.t("Debrief: %s\n" % r.choice(["delay in first escalation (NEWS 7 for 2h) - incident to be logged",
                                   "good team communication", "difficult IV access - consider US-guided",
                                   "no debrief (team called to 2nd call)"]))
    if r.random() < 0.4:
        d.f("Incident ref: {x}\n", x=(phi.idnum(r, "datix", c.ev.year), "IDNUM"))
    signature(d, c, "icu_reg", lic=r.random() < 0.4)
