"""Genres: slit-lamp surveillance clinic note, failsafe and DNA tracking log,
programme quality assurance report."""
import datetime

import ids
import pools
from blocks import (role_name, make_grade, fmt_eye, outcome_text, va, hba1c,
                    bp, meds, nm, va_pair, history)
from ctx import Person, hospital_name, render_addr
from note import Note, S, add_days, hhmm, a_an, weekday_after, fdate, later_time

CATARACT = ["NS1", "NS2", "NS2+", "NS3", "cortical spokes", "PSC",
            "clear lens", "PCIOL in situ, clear capsule", "PCIOL, mild PCO"]


def slit_lamp(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    clin = ctx.optom if rng.random() < 0.7 else ctx.nurse
    is_optom = clin is ctx.optom
    n(rng.choice(["SLIT LAMP BIOMICROSCOPY CLINIC", "Surveillance Clinic Note",
                  "SLB / Digital Surveillance Clinic", "Slit-lamp clinic - "
                  "ungradable pathway"]), "\n")
    n("Clinic: ", S(ctx.venue if rng.random() < 0.6 else ctx.hes, "HOSPITAL"),
      ", room ", S(ctx.room, "LOCATION_OTHER"), "   Date: ", ctx.d(ctx.ev), "\n")
    n("Clinician: ", clin.full(), ", ", "Optometrist" if is_optom else
      rng.choice(["Ophthalmic Nurse Practitioner", "Advanced Nurse Practitioner"]))
    if rng.random() < 0.7:
        lab = ctx.lic_label("optom" if is_optom else "nurse") if ctx.r == "UK" \
            else ctx.lic_label()
        n(" (", lab, " ", S(clin.lic, "LICENSE"), ")")
    n("\n\n")
    n("Pt: ", rng.choice([nm(p), p.formal(), p.full()]), "  ", S(str(ctx.age), "AGE"),
      p.sex, "  DOB ", ctx.d(ctx.dob), "\n")
    n(ctx.pid[0], " ", S(ctx.pid[1], ctx.pid[2]), "   Attendance ",
      S(ids.event_id(rng), "ACCOUNT"), "\n\n")
    reasons = ["ungradable images x2 (cataract)", "ungradable - small pupils",
               "R1M1 on photos, OCT surveillance", "R3S post-PRP surveillance",
               "R2 both eyes, stable, under surveillance",
               "unable to position for camera (kyphosis)"]
    if p.sex == "F" and 18 <= ctx.age <= 45:
        reasons.append("pregnancy surveillance (%d weeks gestation)" %
                       rng.randint(12, 32))
    reason = rng.choice(reasons)
    n("Reason for attendance: ", reason, "\n")
    n("Hx: ", ctx.dm_type, " DM dx ", S(str(ctx.dx_year), "DATE"), ", ",
      hba1c(rng, ctx), rng.choice([" (improving)", " (worse)", ""]), ". ")
    n(rng.choice(["No visual symptoms. ", "Reports gradual blur for reading. ",
                  "Occasional floaters, no flashes. ", "Glare driving at night. ",
                  "Asymptomatic. "]))
    if ctx.occupation and rng.random() < 0.55:
        n(ctx.job_works(cap=True), ". ")
    if rng.random() < 0.4:
        n("Attended with ", ctx.fam.rel, " ", ctx.fam.first_(), ". ")
    n("\nPOH: ", rng.choice(pools.OCULAR_HX + ["nil", "nil of note"]), "\n")
    n("PMH: ", "; ".join(rng.sample(pools.EPONYM_HX + [
        "hypertension", "hypercholesterolaemia", "CKD 3b", "AF on apixaban",
        "previous MI (stented)", "obstructive sleep apnoea"], rng.randint(1, 3))), "\n")
    if rng.random() < 0.6:
        n("Screening history:\n")
        history(n, ctx, rng, rng.randint(1, 3))
    n("SH: ", rng.choice(["lives alone", "lives with " + ctx.fam.rel,
                          "lives in sheltered housing", "lives with family"]),
      "; ", rng.choice(["non-smoker", "ex-smoker (20 pack-years)",
                         "smokes 10/day", "never smoked"]), "; ",
      rng.choice(["drives", "does not drive", "drives - daytime only"]), "\n")
    n("Meds: ", ", ".join(meds(rng, 2)), "\n\n")
    if ctx.r in ("US", "CA"):
        n("VA cc: OD ", va_pair(rng, ctx)[0], "  OS ", va_pair(rng, ctx)[0], "\n")
    else:
        a1, b1 = va_pair(rng, ctx)
        a2, b2 = va_pair(rng, ctx)
        n("VA: R ", a1, " (PH ", b1, ")  L ", a2, " (PH ", b2, ")\n")
    if rng.random() < 0.4:
        n("Amsler grid: ", rng.choice(["no distortion OU", "mild distortion R",
                                       "normal"]), "\n")
    n("IOP (", rng.choice(["Goldmann", "iCare", "NCT", "Perkins"]), "): ",
      str(rng.randint(11, 24)), "/", str(rng.randint(11, 24)), " mmHg @ ",
      hhmm(rng, 8, 17), "\n")
    n("Pupils: ", rng.choice(["PERRL, no RAPD", "no RAPD", "R sluggish, no RAPD",
                              "irregular L (post-op)"]), "\n")
    n("Ant seg: R ", rng.choice(CATARACT), "; L ", rng.choice(CATARACT), "\n")
    n("Dilated G. tropicamide 1%", rng.choice(["", " + phenylephrine 2.5%"]),
      ". Fundus with ", rng.choice(["Volk 90D", "Volk SuperField", "78D lens"]),
      " on ", rng.choice(pools.SLITLAMPS), ":\n")
    n("  R: ", rng.choice(["disc healthy C/D 0.3", "C/D 0.5, healthy rim",
                           "tilted disc"]), "; ", "; ".join(g.features[:2]) or
      "no DR seen", "\n")
    n("  L: ", rng.choice(["C/D 0.4", "disc pink, C/D 0.3", "peripapillary atrophy"]),
      "; ", rng.choice(["no DR", "few MAs temporal", "as R", "flat macula"]), "\n")
    if rng.random() < 0.5:
        n("OCT: CST R ", str(rng.randint(230, 400)), " um / L ",
          str(rng.randint(230, 400)), " um; ", rng.choice([
              "no IRF/SRF", "small IRF nasal to fovea L", "ERM R, no fluid",
              "DMO R with cysts"]), "\n")
    n("\nGrade: R ", g.re, " | L ", g.le, "\n")
    plan = {"refer": "Refer HES (%s)" % ("urgent" if g.urgency == "urgent" else
                                         "routine"),
            "slitlamp": "Remain in SLB clinic, review 12 months",
            "surveillance": "Review in surveillance clinic 6 months",
            "recall12": "Return to annual digital screening",
            "recall24": "Return to routine digital screening"}[g.outcome]
    n("\nDiscussion: ", rng.choice([
        "Explained findings using fundus diagram. ",
        "Explained that cataract is limiting photographs; discussed routine "
        "cataract referral via optometrist. ",
        "Explained that the changes are mild and do not threaten sight at present. ",
        "Explained reason for closer monitoring and symptoms to report. "]),
      rng.choice(["Questions answered. ", "Written information given. ",
                  "Pt understands and agrees. "]), "\n")
    n("Plan: ", plan, ". ", rng.choice([
        "Advised not to drive today. ", "Patient happy with plan. ",
        "Leaflet given re cataract referral via GP/optometrist. ",
        "Discussed importance of glycaemic control. ", ""]))
    if rng.random() < 0.4:
        nxt = weekday_after(ctx.ev, rng.choice([91, 182, 365]))
        n("Next appt provisionally ", ctx.d(nxt), ". ")
    n("\n\n", clin.full() if rng.random() < 0.5 else clin.initials(), "  ",
      ctx.d(ctx.ev), " ", hhmm(rng, 9, 17), "\n")
    return n


def failsafe_log(ctx, rng):
    n = Note()
    p = ctx.pt
    fo = ctx.failsafe
    n(rng.choice(["FAILSAFE / DNA TRACKING LOG", "Failsafe tracking record",
                  "DNA & failsafe audit trail", "Referral failsafe log"]), "\n")
    n("Programme: ", S(ctx.prog, "ORGANIZATION"), "\n")
    n(role_name(ctx, "failsafe"), ": ", fo.full(), " (", fo.uname(), ")\n\n")
    n("Patient: ", p.formal(upper=rng.random() < 0.5), "   DOB ", ctx.d(ctx.dob), "\n")
    n(ctx.pid[0], ": ", S(ctx.pid[1], ctx.pid[2]), "   Tel: ", S(ctx.phone, "PHONE"),
      " / ", S(ctx.mobile, "PHONE"), "\n")
    n(ctx.gpw, ": ", S(ctx.gp_practice, "HOSPITAL"), " (", ctx.gp.title, " ",
      ctx.gp.last_(), ")\n")
    paths = ["routine digital screening", "referral to HES", "slit lamp",
             "surveillance"]
    if p.sex == "F" and 18 <= ctx.age <= 45:
        paths.append("pregnancy")
    pathway = rng.choice(paths)
    n("Pathway: ", pathway, "\n\n")
    ds = ctx.ds
    d = add_days(ctx.ev, -rng.randint(80, 200))
    ini = (fo.first[0] + fo.last[0]).upper()
    other = ctx.clerk
    oini = (other.first[0] + other.last[0]).upper()
    n("Date        | Event                  | Action / outcome | By\n")
    n("-" * 64, "\n")
    rows = []
    if pathway == "referral to HES":
        rows.append(("Referral sent", ["Ref ", S(ids.ref_id(rng, "REF", d.year),
                                                "IDNUM"), " to ", S(ctx.hes, "HOSPITAL")]))
        rows.append(("Receipt chased", ["email to eye clinic booking"]))
        if rng.random() < 0.6:
            rows.append(("HES appt found", ["PAS: MR clinic with ",
                                            ctx.consultant.title, " ",
                                            ctx.consultant.last_()]))
        else:
            rows.append(("Not booked", ["escalated to HES service manager"]))
        rows.append(("Outcome", [rng.choice([
            "seen, listed for PRP", "seen, anti-VEGF started", "seen, discharged "
            "back to screening", "DNA at HES - letter to GP"])]))
    else:
        rows.append(("Invited (1st)", ["letter ", S(ids.ref_id(rng, "INV", d.year),
                                                   "IDNUM")]))
        rows.append((ctx.dna, ["2nd invitation sent"]))
        k = rng.random()
        if k < 0.4:
            rows.append(("Tel attempt 1", ["no answer, VM left on ",
                                           S(ctx.mobile, "PHONE")]))
            rows.append(("Tel attempt 2", ["spoke to ", ctx.fam.rel, " ",
                                           ctx.fam.full(), "; rebooked"]))
        elif k < 0.7:
            rows.append((ctx.dna + " (2nd)", [ctx.gpw + " informed by letter"]))
            rows.append((ctx.gpw + " reply", ["pt in ", S(rng.choice(
                ["Ward %d" % rng.randint(1, 30), "Ward %d%s" % (rng.randint(1, 9),
                                                                rng.choice("AB")),
                 "Elm Ward", "Larch Ward", "Rowan Unit"]), "HOSPITAL"), ", ",
                S(ctx.hes, "HOSPITAL")]))
        else:
            rows.append(("Opt-out enquiry", ["pt unsure; info leaflet posted"]))
            rows.append(("Tel attempt", ["number unobtainable ",
                                         S(ctx.phone, "PHONE")]))
        rows.append(("Attended", ["screened at ", S(ctx.venue, "HOSPITAL")]))
    for ev, act in rows:
        d = weekday_after(d, rng.randint(5, 30))
        n(ctx.d(d, ds), " | ", ev, " | ", act,
          " | ", S(ini if rng.random() < 0.6 else oini,
                   "DOCTOR"), "\n")
    n("\n")
    if rng.random() < 0.7:
        n("Notes: ", rng.choice([
            "Patient has history of non-attendance; GP asked to encourage "
            "attendance at next diabetes review. ",
            "Letters returned 'not known at this address' - demographics "
            "re-checked. ",
            "Patient reports anxiety about drops; offered longer appointment. ",
            "HES confirms referral received and triaged as routine. ",
            "Patient works shifts; evening clinic offered. ",
            "Hearing impaired - contact by text/letter only. "]),
          rng.choice(["Will continue to monitor. ", "Escalation not yet needed. ",
                      "Discussed with team lead. "]), "\n")
    n("Current status: ", rng.choice(["OPEN - awaiting outcome",
                                      "CLOSED - pathway complete",
                                      "OPEN - escalated", "ON HOLD"]), "\n")
    if rng.random() < 0.5:
        n("Safety net: ", rng.choice([
            "patient to be re-offered appointment after 3 months",
            "clinical lead review requested", "re-check PAS in 4 weeks"]),
          " (", S(ctx.lead.last, "DOCTOR"), " aware)\n")
    if rng.random() < 0.4:
        n("Note: pt's ", ctx.fam.rel, " advises ", "she" if p.sex == "F" else "he",
          " is ", rng.choice(["visiting family in ", "working abroad in ",
                              "on extended holiday in "]),
          pools.country_phrase(rng, pools.TRAVEL_COUNTRIES),
          " until ", ctx.d(weekday_after(d, rng.randint(20, 90))), ".\n")
    n("Review date: ", ctx.d(weekday_after(d, rng.randint(14, 60))),
      "   Logged by ", fo.uname(), " from ", S(ids.ipaddr(rng), "IPADDR"), "\n")
    return n


def qa_report(ctx, rng):
    n = Note()
    c = ctx.c
    y = ctx.ev.year
    q = rng.randint(1, 4)
    qs = datetime.date(y, 3 * q - 2, 1)
    qe = add_days(datetime.date(y + (q == 4), (3 * q) % 12 + 1, 1), -1)
    n(S(ctx.prog, "ORGANIZATION"), "\n")
    n(rng.choice(["QUALITY ASSURANCE REPORT", "Quarterly Programme QA Report",
                  "Programme Board - Quality and Performance Report"]), "\n")
    n("Reporting period: ", ctx.d(qs, "dMMy" if ctx.r != "US" else "MMdy"), " to ",
      ctx.d(qe, "dMMy" if ctx.r != "US" else "MMdy"), "\n")
    n("Prepared by: ", ctx.manager.full(), ", ", role_name(ctx, "manager"),
      "\nClinical review: ", ctx.lead.title, " ", ctx.lead.full(), ", ",
      role_name(ctx, "lead"), "\n")
    n("Date issued: ", ctx.d(add_days(qe, rng.randint(10, 40))), "\n\n")
    n("1. KEY PERFORMANCE INDICATORS\n")
    n("Eligible cohort: ", "{:,}".format(rng.randint(6000, 48000)), "\n")
    body = {"ENG": "NHS England", "SCO": "Public Health Scotland",
            "WAL": "Public Health Wales", "NI": "the Public Health Agency",
            "IE": "the Department of Health", "US": "CMS (HEDIS eye exam measure)",
            "CA": "the provincial Ministry of Health", "AU": "the AIHW",
            "NZ": "the Ministry of Health", "ZA": "the National Department of Health"}[c]
    n("Quarterly return submitted to ", body, " on ",
      ctx.d(add_days(qe, rng.randint(5, 25))), ".\n")
    kpis = [("Uptake (screened/offered)", rng.uniform(68, 88), ">= 75%"),
            ("Results issued within 3 weeks", rng.uniform(85, 99.5), ">= 70%"),
            ("Urgent referrals seen within 6 weeks", rng.uniform(70, 100), ">= 80%"),
            ("Routine referrals seen within 18 weeks", rng.uniform(60, 98), ">= 70%"),
            ("Ungradable rate", rng.uniform(2, 9), "< 5%"),
            ("Second grading within 3 weeks", rng.uniform(88, 100), ">= 95%")]
    for nm_, v, std in rng.sample(kpis, rng.randint(4, 6)):
        n("  ", nm_.ljust(40), "%5.1f%%" % v, "  (standard ", std, ")\n")
    n("\n2. GRADER PERFORMANCE (TAT / EQA)\n")
    graders = [ctx.grader1, ctx.grader2, ctx.screener] + [
        Person(rng, "DOCTOR", ctx.c) for _ in range(rng.randint(1, 3))]
    for gr in graders:
        n("  ", gr.full(), " (", gr.uname(), ")  TAT sens ",
          "%.1f%%" % rng.uniform(86, 100), ", spec ", "%.1f%%" % rng.uniform(80, 99))
        if rng.random() < 0.4:
            n(", cert ", S(ids.grader_cert(rng), "LICENSE"))
        if rng.random() < 0.25:
            n(" - below threshold, supervised grading for ", str(rng.choice([4, 6, 8])),
              " weeks")
        n("\n")
    n("\n3. EQUIPMENT\n")
    for _ in range(rng.randint(2, 4)):
        site = hospital_name(rng, c, "venue")
        n("  ", rng.choice(pools.CAMERAS), "  SN ", S(ids.device_serial(rng), "DEVICE"),
          "  @ ", S(site, "HOSPITAL"), "  host ", S(ids.ipaddr(rng), "IPADDR"),
          "  ", rng.choice(["serviced", "calibrated", "flash tube replaced",
                            "lens cleaned", "awaiting engineer"]), " ",
          ctx.d(add_days(qs, rng.randint(0, 80))), "\n")
    if rng.random() < 0.6:
        n("  Maintenance contract: ", S(rng.choice(
            pools.US_SCREEN_COS if ctx.r in ("US", "CA") else pools.SCREEN_COS),
            "ORGANIZATION"), rng.choice([" (renewal due)", "", " - 4 visits this "
                                         "quarter"]), "\n")
    if rng.random() < 0.6:
        n("  Mobile unit ", S(ids.plate(rng, c), "VEHICLE"), ": ",
          rng.choice(["generator fault, 3 sessions cancelled",
                      "MOT passed", "off road 2 weeks (tail lift)",
                      "new tyres, no sessions lost"]), "\n")
    n("\n4. INCIDENTS AND NEAR MISSES\n")
    for i in range(rng.randint(2, 4)):
        pt = Person(rng, "PATIENT", ctx.c)
        dd = add_days(qs, rng.randint(0, 85))
        n("  ", S(ids.ref_id(rng, rng.choice(["SI", "INC", "DATIX", "QA"]), y),
                  "IDNUM"), " (", ctx.d(dd), "): pt ", pt.initials(rng.random() < 0.5),
          rng.choice([", ", " "]))
        if rng.random() < 0.6:
            if c in ("ENG", "WAL"):
                n("NHS No ", S(ids.nhs_number(rng), "MRN"), ", ")
            else:
                n(rng.choice(["MRN ", "hosp no ", "Hosp No "]),
                  S(ids.hospital_number(rng, c), "MRN"), ", ")
        if rng.random() < 0.5:
            n("aged ", S(str(rng.randint(19, 91)), "AGE"), ", ")
        n(rng.choice([
            "urgent referral letter not sent for 9 days due to print queue failure. "
            "No harm; seen at ",
            "wrong patient's images attached to episode, detected at 2nd grading. "
            "Images re-linked; site ",
            "results letter sent to previous address. Data breach reported; site ",
            "DNA letter issued although patient attended ",
            "missed R3A at 1st grading, picked up at 2nd grading; referred to "]),
          S(hospital_name(rng, c, rng.choice(["hosp", "venue"])), "HOSPITAL"), ". ")
        n(rng.choice(["Reviewed by ", "Investigated by ", "Lead: "]),
          rng.choice([ctx.lead, ctx.manager, ctx.failsafe]).full(), ".\n")
    n("\n5. SITE VISITS\n")
    n("  ", S(ctx.venue, "HOSPITAL"), ", room ", S(ctx.room, "LOCATION_OTHER"),
      ": ", rng.choice(["blackout blinds inadequate", "satisfactory",
                        "no hand basin in room, alternative agreed",
                        "waiting area shared with phlebotomy"]), ".\n")
    if rng.random() < 0.5:
        n("  ", S(hospital_name(rng, c, "venue"), "HOSPITAL"), " (",
          S(rng.choice(["Linden House", "Annex B", "Portakabin 2", "Block C",
                        "Ferndale Building", "the Old Dispensary"]), "LOCATION_OTHER"),
          "): ", rng.choice(["access ramp repaired", "lighting fixed",
                             "moved to ground floor"]), ".\n")
    n("\n6. ACTIONS\n")
    acts = ["Re-audit of ungradable rate by site next quarter.",
            "Refresh failsafe SOP and circulate to admin team.",
            "Escalate HES capacity for routine M1 referrals to the commissioner.",
            "Recruit 1.0 WTE screener/grader.",
            "Arrange Test and Training refresher for graders below threshold."]
    for i, a in enumerate(rng.sample(acts, 3), 1):
        n("  ", str(i), ". ", a, " Owner: ", S(rng.choice(
            [ctx.manager, ctx.lead, ctx.failsafe]).last, "DOCTOR"), "\n")
    n("\nQueries to ", S(ctx.manager.email, "EMAIL"), "; dashboard at ",
      S(ctx.prog_url, "URL"), "\n")
    return n
