"""Alternative layouts for several genres (portal, bleed review, missed
appointment, self-testing, telephone)."""
import datetime as dt

import blocks as B
import clinical as C
import phi_fmt as F
import pools_places as L
from core import P


def _tm(rng):
    return "%02d:%02d" % (rng.randint(7, 20), rng.randint(0, 59))


def _num(t, c, pad):
    a, b = (t.month, t.day) if c == "US" else (t.day, t.month)
    return ("%02d/%02d/%d" if pad else "%d/%d/%d") % (a, b, t.year)


def g_portal_thread(n, k, rng):
    pt = k.pt
    pad = rng.random() < 0.5
    n.add(["Conversation: ", rng.choice(["Warfarin dose query", "Re: INR", "Re: Re: blood test", "DOAC refill"]),
           "    Patient: ", pt.form(rng.choice(["sf", "full"])), " (", k.id_block(rng, 1)[0], ")\n"])
    n.add(["Portal account: ", pt.username(rng), "    Linked proxy: ", k.fam.full(), " (", k.fam_rel, ", proxy since ",
           k.ago(rng.randint(100, 900), "month_year"), ")\n\n"])
    d = dt.datetime(k.today.year, k.today.month, k.today.day, rng.randint(6, 11), rng.randint(0, 59)) - dt.timedelta(days=rng.randint(1, 3))
    n.add(["[", P(_num(d, k.c, pad), "DATE"), " %02d:%02d" % (d.hour, d.minute), "] SYSTEM: A new result is available. INR ",
           C.inr_value(rng, k.target), " (", P(k.lab, "HOSPITAL"), ", specimen ", P(F.idnum(rng, "accession"), "IDNUM"), ").\n\n"])
    qa = [
        ("is that ok? i have been taking the 3 pink ones and one brown on mondays like the sheet says\n",
         "Yes, if that matches your current sheet keep to it. Next check as booked.\n"),
        ("Thank you. Should I still have my flu jab next week? The chemist said to check.\n",
         "Flu vaccine is fine on warfarin - ask them to press on the site for 2-3 minutes afterwards.\n"),
        ("the new tablets from the pharmacy look a different colour, same strength??\n",
         "Generic warfarin from different makers can look slightly different; the mg strength is what matters. Colours: " + C.TABLETS[k.c] + ".\n"),
        ("Sorry to bother you again - the meter says ERROR 6 when I put the strip in. Used a new lot.\n",
         "Error 6 is usually a strip insertion/temperature issue - let strips reach room temp and retry. If it repeats call us.\n"),
        ("Can I have a glass of wine at the wedding this weekend? only one I promise\n",
         "One or two drinks is fine - avoid binge drinking and keep your dose the same.\n"),
        ("Doctor wants me on co-codamol for my back, is that ok with the warfarin\n",
         "Co-codamol is OK; avoid ibuprofen/naproxen. Regular paracetamol can raise the INR a little so we will check in a week.\n"),
    ]
    t = d
    for qi in rng.sample(range(len(qa)), rng.randint(1, 3)):
        q, a = qa[qi]
        for who_i, body in ((0, q), (1, a)):
            t = t + dt.timedelta(minutes=rng.randint(25, 1300))
            ts = [P(_num(t, k.c, pad), "DATE"), " %02d:%02d" % (t.hour, t.minute)]
            if who_i == 0:
                who = rng.choice([[pt.form("full")], [k.fam.full(), " (proxy)"]])
            else:
                st = rng.choice([k.nurse, k.pharm])
                who = [st.full(), ", ", st.cred or st.role]
            n.add(["[", ts, "] ", who, ":\n", body])
            if who_i == 0 and rng.random() < 0.3:
                n.add(["(sent from ", rng.choice(["iPhone", "my Samsung", "iPad"]), ")\n"])
    if rng.random() < 0.6:
        n.add(["\nCall-back requested to ", P(k.phone, "PHONE"), "; completed by ", k.nurse.ref(rng), " at ", _tm(rng), ".\n"])
    n.add(["\nMessage routing: pool ", P(k.clinic, "HOSPITAL"), " > ", k.nurse.username(rng), "; client IP ", P(F.ipaddr(rng), "IPADDR"),
           "; session ", P(F.account(rng), "ACCOUNT"), "\n"])


def g_bleed_narrative(n, k, rng):
    pt = k.pt
    she = "she" if pt.sex == "F" else "he"
    ev = k.today - dt.timedelta(days=rng.randint(10, 60))
    n.add(["Anticoagulation M&M / Bleeding Review Meeting - ", k.today_p(rng.choice(["text_long", "num"])), "\n"])
    n.add(["Present: ", k.haem.sig(rng), ", ", k.nurse.full(), ", ", k.pharm.full(), ", ", k.staff[0].full(), "\n"])
    n.add(["Apologies: ", k.staff[1].full(), "\n\n"])
    n.add(["Case ", str(rng.randint(1, 4)), ": ", pt.form(rng.choice(["initials_dot", "initials", "init_last"])), ", ",
           k.age_sex(), ", ", k.id_block(rng, 1)[0], "\n"])
    drug = rng.choice(["warfarin", k.doac])
    n.add(["On ", drug, " for ", k.ind, ". ", "Presented to ", P(k.hospital, "HOSPITAL"), " on ",
           k.d(ev, rng.choice(["text_long", "wd_text", "num"])), " with ", rng.choice([b for b in C.BLEEDS if b != "menorrhagia"]), " after ",
           rng.choice(["a fall from a ladder while cleaning gutters", "a mechanical fall at home", "no clear trigger",
                       "a 4-day course of " + k.inter[0]]), ". "])
    if drug == "warfarin":
        n.add(["INR ", "%.1f" % rng.uniform(1.8, 9.5), " at presentation; last clinic INR ", C.inr_value(rng, k.target), " (",
               k.d(ev - dt.timedelta(days=rng.randint(6, 25)), "short"), "). "])
        mg = rng.choice(["PCC 25 units/kg + vitamin K 5 mg IV", "PCC 50 units/kg + vitamin K 10 mg IV", "vitamin K 2 mg IV only", "supportive, 2 units RBC"])
    else:
        n.add(["Drug-specific anti-Xa ", str(rng.randint(30, 420)), " ng/mL at presentation; last dose ", rng.choice(["~10 h", "~20 h", "unknown"]),
               " before; last renal check ", k.d(ev - dt.timedelta(days=rng.randint(30, 200)), "month_year"), ". "])
        mg = {"dabigatran": "idarucizumab 5 g IV"}.get(drug, rng.choice(["andexanet alfa (low-dose)", "PCC 50 units/kg", "supportive, 2 units RBC"]))
    n.add([she.capitalize(), " ", B.job_clause(k, rng), " and lives in ", P(k.town, "CITY"), " with ", B.fam_phrase(k, rng), ".\n\n"])
    n.t("Discussion: " + rng.choice([
        "TTR over preceding 6 months 52%; two INRs >4 not followed up within 7 days (breach of local SOP).",
        "Interaction alert fired in " + k.software + " but was overridden - free-text reason 'GP aware'.",
        "Dose appropriate for renal function. Bleed felt unavoidable; risk discussed with patient previously.",
        "Dosette box filled by community pharmacy with 5 mg in place of 0.5 mg - dispensing error confirmed.",
    ]) + "\n")
    n.add(["Management: ", mg,
           ". Length of stay ", str(rng.randint(1, 19)), " days. ", rng.choice(["Discharged home.", "Died in hospital.", "Discharged to rehab."]), "\n"])
    if rng.random() < 0.4:
        n.add(["Ambulance incident no. ", P(F.idnum(rng, "incident"), "IDNUM"), "; crew noted ", rng.choice(["GCS 14", "BM 6.2", "NEWS2 5"]), ".\n"])
    n.add(["Outcome of review: ", rng.choice(["avoidable", "not avoidable", "possibly avoidable"]), ". Harm level: ",
           rng.choice(["moderate", "severe", "low"]), ". Incident ", P(F.idnum(rng, "incident"), "IDNUM"), " closed on ",
           k.ahead(rng.randint(1, 20), "num"), ".\n"])
    n.add(["Actions: 1) ", k.nurse.ref(rng), " to audit high-INR follow-up by ", k.ahead(rng.randint(20, 60), "month_year"),
           ". 2) Letter to ", k.gp.ref(rng), " at ", P(k.practice, "HOSPITAL"), ". 3) ", C.hard_neg(rng, 1)[0], "\n"])
    n.add(["Minutes: ", k.clerk.full(), " (", k.clerk.role, ")\n"])


def g_dna_gp(n, k, rng):
    pt = k.pt
    if rng.random() < 0.5:
        n.add(["NO-SHOW NOTE   ", P(k.clinic, "HOSPITAL"), "\n"])
        n.add([pt.form("caps"), "  ", k.dob_p(), "  ", k.id_block(rng, 1)[0], "\n"])
        n.add(["Scheduled: ", k.ago(rng.randint(0, 2), rng.choice(["num", "wd_num"])), " ", _tm(rng), " (POC INR, 15 min)   Status: NO SHOW\n"])
        n.add(["Attempts: called home ", P(k.phone, "PHONE"), " - ", rng.choice(["no answer", "line busy", "left VM"]), "; called ", "cell " if k.c in ("US", "CA") else "mobile ",
               P(k.mobile, "PHONE"), " - ", rng.choice(["no answer", "spoke with " + k.fam_rel]), ".\n"])
        n.add(["Emergency contact ", k.fam.full(), " (", k.fam_rel, ") ", P(F.phone(rng, k.c), "PHONE"), rng.choice([" - not reached", " - will pass message on"]), ".\n"])
        n.add(["Last INR ", C.inr_value(rng, k.target), " on ", k.ago(rng.randint(20, 60), "num"), "; warfarin supply ends approx ",
               k.ahead(rng.randint(3, 20), "short"), ". No-shows in last 12 months: ", str(rng.randint(1, 4)), ".\n"])
        n.add(["Letter #", rng.choice(["1", "2", "3"]), " generated and mailed to ", k.addr_inline(), ".\n"])
        n.add(["Portal reminder sent to ", pt.username(rng), ". ", rng.choice(["Provider notified via in-basket.", "Flagged for pharmacist review.", ""]), "\n"])
        n.add(["-- ", k.clerk.full(), ", ", k.clerk.role, ", ", k.today_p("num"), " ", _tm(rng), "\n"])
        return
    B.letterhead(n, k, rng)
    n.add([k.today_p(rng.choice(["text_long", "num"])), "\n\n", rng.choice(["Dr ", "Dr. "]), k.gp.full(), "\n", P(k.practice, "HOSPITAL"), "\n"])
    n.add(B.site_addr(rng, k, inline=False))
    n.add(["\n\nDear Dr ", k.gp.lastp(), ",\n\nRe: ", pt.form(rng.choice(["full", "caps", "title_full"])), "  DOB ", k.dob_p(), "  "])
    n.add([k.id_block(rng, 1)[0], "\n", k.addr_inline(), "\n\n"])
    n.add(["I am writing to inform you that your patient has not attended the anticoagulation clinic on ", str(rng.randint(2, 3)),
           " consecutive occasions (", k.ago(rng.randint(30, 45), "short"), ", ", k.ago(rng.randint(14, 28), "short"), " and ",
           k.ago(rng.randint(1, 7), "short"), "). Letters were sent and we tried telephoning ", P(k.phone, "PHONE"), " without success.\n\n"])
    n.add(["The last INR we hold is ", C.inr_value(rng, k.target), " from ", k.ago(rng.randint(50, 90), "text"),
           ". In line with our policy the patient will be discharged from the clinic on ", k.ahead(14, "text"),
           " unless contact is made; responsibility for monitoring will then revert to the practice. ",
           "You may wish to review whether a DOAC would be more suitable.\n\n"])
    if rng.random() < 0.5:
        n.add(["We understand from ", B.fam_phrase(k, rng), " that the patient may be staying in ", P(rng.choice(L.TOWNS[k.c]), "CITY"),
               rng.choice([" temporarily", " with relatives", ""]), ".\n\n"])
    B.sign(n, k, rng, who=rng.choice([k.nurse, k.pharm]))


def g_selftest_short(n, k, rng):
    pt = k.pt
    n.t(rng.choice(["PST annual review & EQA check\n", "Self-testing patient - 12 month review\n", "INR SELF-MONITORING: ANNUAL COMPETENCY REVIEW\n"]))
    n.add(["Review date: ", k.today_p(), "   Reviewer: ", k.nurse.sig(rng), "\n"])
    n.add(["Patient: ", pt.form(rng.choice(["sf", "full", "caps"])), "  DOB ", k.dob_p(), "  Age ", P(str(k.age), "AGE"), "\n"])
    for lab in k.id_block(rng, 2):
        n.add([lab, "   "])
    n.add(["\nEnrolled in self-testing: ", k.ago(rng.randint(365, 2500), rng.choice(["month_year", "text", "year"])),
           "   Self-manages dose: ", rng.choice(["yes (PSM)", "no (PST only - clinic doses)"]), "\n"])
    n.add(["Meter: ", k.meter, "  S/N ", P(k.meter_sn, "DEVICE"), "  (", rng.choice(["replaced under warranty", "original", "loan"]), ")\n"])
    if rng.random() < 0.4:
        n.add(["Previous meter S/N ", P(F.meter_serial(rng), "DEVICE"), " returned ", k.ago(rng.randint(60, 300), "month_year"), "\n"])
    n.add(["EQA sample (", rng.choice(["UK NEQAS", "RCPAQAP", "IQMH", "WEQAS"]), ") cycle ", str(rng.randint(1, 12)), ": patient result ",
           "%.1f" % rng.uniform(1.8, 3.4), ", consensus ", "%.1f" % rng.uniform(1.8, 3.4), " - ", rng.choice(["acceptable", "acceptable", "outside limits, repeat"]), "\n"])
    n.add(["Paired venous check today: meter ", "%.1f" % rng.uniform(2, 3.2), " vs lab ", "%.1f" % rng.uniform(2, 3.2), " (",
           P(k.lab, "HOSPITAL"), ", accession ", P(F.idnum(rng, "accession"), "IDNUM"), ")\n"])
    n.add(["Results submitted in last 12 months: ", str(rng.randint(20, 52)), "/", str(rng.randint(48, 52)), " via ",
           rng.choice([["portal (", P(F.url(rng, k.hosp_abbr), "URL"), ")"], ["e-mail from ", pt.email(rng)], ["phone line"]]), "\n"])
    n.add(["TTR ", str(rng.randint(55, 95)), "%. INRs >5: ", str(rng.randint(0, 3)), ". Bleeds: ", rng.choice(["none", "1 minor", "none"]),
           ". Admissions: ", rng.choice(["nil", "1 (unrelated)"]), ".\n"])
    n.add(["Technique observed: ", rng.choice(["good", "good - reminded to warm hands", "needed prompting with code chip"]),
           ". Meter date/time setting checked.\n"])
    if rng.random() < 0.5:
        n.add(["Testing done by ", B.fam_phrase(k, rng), " (", P(k.fam_job, "PROFESSION"), ") on weekends.\n"])
    n.add(["Continue self-testing: ", rng.choice(["yes", "yes", "yes - with 3-monthly clinic visits", "suspended pending retraining"]),
           ". Next review ", k.ahead(365, rng.choice(["month_year", "text"])), ".\n"])
    n.add([C.hard_neg(rng, 1)[0], "\n"])
    lab, val = k.nurse.lic
    n.add(["Signed: ", k.nurse.full(), "  ", lab, " ", P(val, "LICENSE"), "\n"])


def g_phone_sbar(n, k, rng):
    pt = k.pt
    caller = rng.choice(["community pharmacist", "ED registrar", "ward nurse", "care home nurse", "dentist"])
    n.t(rng.choice(["Telephone advice - SBAR\n", "PHONE ADVICE LOG (anticoagulation)\n", "Call from external clinician\n"]))
    n.add(["Date: ", k.today_p(), "  ", _tm(rng), "   Taken by: ", k.pharm.sig(rng), "\n"])
    other = {"community pharmacist": P(k.pharmacy, "HOSPITAL"), "ED registrar": P(k.hospital, "HOSPITAL"),
             "ward nurse": P(k.ward, "HOSPITAL"), "care home nurse": P(k.carehome, "HOSPITAL"),
             "dentist": P("%s Dental Practice" % rng.choice(L.TOWNS[k.c]), "HOSPITAL")}[caller]
    cp = k.staff[2]
    n.add(["Caller: ", cp.full(), " (", caller, ", ", other, ")  tel ", P(F.phone(rng, k.c, False), "PHONE"),
           rng.choice(["", [" ext ", P("555" + F.digits(rng, 1), "PHONE")]]), "\n\n"])
    n.add(["S: Re ", pt.form(rng.choice(["full", "title_full", "sf"])), ", DOB ", k.dob_p(), ", ", k.id_block(rng, 1)[0], ". "])
    n.t({"community pharmacist": "Prescription received for " + k.inter[0] + " - query interaction with warfarin.",
         "ED registrar": "Attended after fall, small forehead laceration, on warfarin - asks about CT and INR.",
         "ward nurse": "Pt admitted, INR " + "%.1f" % rng.uniform(4.5, 9.0) + " this morning, no bleeding.",
         "care home nurse": "Resident refused evening warfarin x2.",
         "dentist": "Planning 3 extractions, asks whether to stop anticoagulant."}[caller] + "\n")
    n.add(["B: ", k.ind, ", target ", k.target, ". Last clinic INR ", C.inr_value(rng, k.target), " on ", k.ago(rng.randint(5, 30), "short"), ". ",
           "Meds: ", "; ".join(k.meds[:3]), ".\n"])
    n.add(["A: ", rng.choice(["Stable, low risk.", "Moderate interaction risk.", "Needs same-day review.", "Bleeding risk acceptable with local measures."]), " ",
           C.hard_neg(rng, 1)[0], "\n"])
    n.add(["R: ", {"community pharmacist": rng.choice(["Dispense; extra INR in 5-7 days.", "Suggest alternative (paracetamol) - GP informed."]),
                   "ED registrar": "CT head per NICE head injury guidance (anticoagulated) - do not delay. INR on arrival.",
                   "ward nurse": "Omit warfarin today, INR in 48 h, vitamin K 1 mg PO if >8.",
                   "care home nurse": "Give dose tonight; do not double; inform GP and recheck INR.",
                   "dentist": "Local haemostasis + tranexamic acid 5% mouthwash; do not stop."}[caller], "\n"])
    n.add(["Extra INR booked ", k.ahead(rng.randint(2, 7), rng.choice(["wd_text", "wd_num"])), " at ", P(k.clinic, "HOSPITAL"), ". ",
           "Fax confirmation sent to ", P(F.phone(rng, k.c, False), "FAX"), ".\n"])
    if rng.random() < 0.4:
        n.add(["Patient's ", k.fam_rel, " ", k.fam.full(), " informed on ", P(F.phone(rng, k.c, True), "PHONE"), ".\n"])
    n.add(["Documented in ", k.software, " by ", k.pharm.username(rng), ".\n"])
