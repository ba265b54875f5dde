"""Genres: rheumatology gout clinic letter, GP shared-care letter, clinical pharmacist medication review."""
import clin
import phi
from case import addr, audit, d, pt_banner, pt_ids, sig
from phi import add_days


def _ago(n, lo, hi):
    return add_days(n.c["visit_d"], -n.rng.randint(lo, hi))


def _hosp_head(n, dept="Department of Rheumatology"):
    rng, c = n.rng, n.c
    n.f("{HOSPITAL:hosp}\n" + dept)
    if rng.random() < 0.5:
        n.f(", {LOCATION_OTHER:building}")
    n.t("\n")
    addr(n, "hosp")
    n.f("\nTel: {PHONE:hosp_phone}   Fax: {FAX:hosp_fax}\n")
    if rng.random() < 0.6:
        n.f("Email: {EMAIL:dept_email}\n")


def _gp_addressee(n):
    n.f("Dr {DOCTOR:gp_full}\n{HOSPITAL:practice}\n")
    addr(n, "prac", multi=True)
    n.t("\n")


def _history(n, unit, work=True):
    rng, c = n.rng, n.c
    onset = add_days(c["visit_d"], -rng.randint(400, 5000))
    n.f("{His} first attack was in {DATE:on} ({joint}) and since then {he} has had {k} flares in the last 12 months",
        on=phi.month_year(onset, rng.random() < 0.4), joint=rng.choice(clin.JOINTS), k=rng.randint(2, 9))
    if rng.random() < 0.6:
        n.f(", the worst over {DATE:holiday}")
    n.t(". ")
    if rng.random() < 0.5:
        n.f("{He} attended {ed} at {HOSPITAL:hosp2} on {DATE:edd} and was given {tx}. ",
            ed=c["T"]["ed"], edd=d(n, _ago(n, 20, 200)), tx=clin.flare_tx(rng, c["cc"]))
    if work:
        n.f("{He} {works_as} {PROFESSION:pt_prof}")
        if rng.random() < 0.7:
            n.f(" {emp_verb} {ORGANIZATION:pt_emp}")
        n.t(" and describes " + ", ".join(clin.diet_items(rng, c["origin"])) + ". ")
    else:
        n.f("Diet/alcohol: " + ", ".join(clin.diet_items(rng, c["origin"])) + ". Employer: {ORGANIZATION:pt_emp}. ")
    if rng.random() < 0.6:
        n.f("Family history: {rel} had gout from the age of {AGE:fa}. ", rel=rng.choice(["father", "mother", "brother", "paternal uncle"]),
            fa=str(rng.randint(28, 60)))
        if rng.random() < 0.4:
            n.f("{rel2} died at {AGE:da} ({cause}). ", rel2=rng.choice(["Father", "Mother", "Older brother"]), da=str(rng.randint(48, 79)),
                cause=rng.choice(["MI", "renal failure", "stroke", "cancer"]))
    if rng.random() < 0.35:
        n.f("Born in {bc_the}{COUNTRY:bc}; moved here in {DATE:yr}. ",
            yr=str(c["visit_d"].year - rng.randint(3, 40)))
    n.t("\n\n")


def _plan_items(n, unit, tophi, meds=(), ult=""):
    rng, c = n.rng, n.c
    dose = rng.choice([100, 200, 300, 400])
    febux = "febuxostat" in ult.lower() or "adenuric" in ult.lower() or "uloric" in ult.lower()
    items = [
        ("Continue febuxostat; increase to 120 mg OD if urate remains above %s." % clin.ua_target(unit, tophi)) if febux else
        "Start/continue %s, increasing by 100 mg every 4 weeks until serum urate %s (treat-to-target)." % (clin.allo(rng, dose), clin.ua_target(unit, tophi)),
        "Flare prophylaxis: %s for 6 months, longer if flares continue." % clin.colch(rng, c["cc"]),
        "Rescue pack for flares: %s. Do not stop urate-lowering therapy during a flare." % clin.flare_tx(rng, c["cc"]),
        "Swap the thiazide for losartan 50 mg OD (uricosuric), recheck U&E in 2/52." if any("thiazide" in m for m in meds) else
        "BP controlled; losartan preferred if another antihypertensive is needed (uricosuric).",
        "HLA-B*58:01 not indicated; SJS/TEN and DRESS warning symptoms explained.",
        "Bloods (U&E, LFT, urate) 4-weekly via the nurse-led clinic; target review at 6/12.",
        "Lifestyle: weight loss, reduce lager and sugary drinks, see dietitian.",
        "Consider febuxostat if allopurinol not tolerated (MHRA advice re CV disease noted)." if not febux else
        "Febuxostat: CV history reviewed (MHRA/FDA advice) - benefits outweigh risks at present.",
    ]
    return rng.sample(items, rng.randint(3, 6))


def gout_clinic_letter(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    tophi = rng.random() < 0.35
    if cc == "US" or (cc == "CA" and rng.random() < 0.5):
        return _consult_note(n, unit, tophi)
    _hosp_head(n, rng.choice(["Department of Rheumatology", "Rheumatology Outpatients", "Gout and Crystal Arthritis Clinic"]))
    n.f("\nOur ref: {DOCTOR:ci}/{DOCTOR:ti}   {hl}: {MRN:pt_mrn}\n", ci=c["cons_ini"].upper(), ti=c["clerk_ini"],
        hl=c["T"]["hosno"])
    clinic = c["visit_d"]
    n.f("Clinic date: {DATE:cd}\nDictated: {DATE:cd}   Typed: {DATE:td}\n\n", cd=d(n, clinic), td=d(n, add_days(clinic, rng.randint(1, 9))))
    _gp_addressee(n)
    n.f("\nDear Dr {DOCTOR:gp_last},\n\nRe: {title} {PATIENT:pt_full}, DOB {DATE:dob}, ")
    pt_ids(n, ", ")
    n.t("\n")
    addr(n, "pt")
    n.t("\n\nDiagnoses:\n")
    n.t("1. Gout%s - fulfils 2015 ACR/EULAR classification criteria\n" % (", tophaceous" if tophi else ""))
    for i, cm in enumerate(clin.comorbs(rng, rng.randint(2, 4))):
        n.t("%d. %s\n" % (i + 2, cm))
    if rng.random() < 0.6:
        ev = rng.choice(clin.EVENTS)
        n.f("%d. %s ({DATE:y})\n" % (i + 3, ev), y=str(c["visit_d"].year - rng.randint(1, 12)))
    n.t("\nCurrent medication:\n")
    meds = clin.meds(rng, cc)
    for m in meds:
        n.t("- " + m + "\n")
    ult = clin.ult_line(rng, cc) if rng.random() < 0.6 else ""
    n.t("- " + ult + "\n" if ult else "- nil ULT at present\n")
    n.f("\nResults ({DATE:rd}): urate {u} {unit}; " + clin.lab_line(rng, cc) + "\n\n",
        rd=d(n, _ago(n, 3, 40)), u=clin.ua(rng, unit, rng.choice(["high", "mid"])), unit=unit)
    who = rng.choice(["today", "in the gout clinic today", "in clinic"])
    op = rng.random()
    if op < 0.25:
        n.f("I saw {title} {PATIENT:pt_last}, aged {AGE:age}, " + who)
    elif op < 0.5:
        n.f("Thank you for referring this {AGE:age}-year-old {occ_pre}{PROFESSION:pt_prof} with recurrent acute arthritis, whom I saw " + who)
    else:
        n.f("I reviewed {title} {PATIENT:pt_last} " + who + ". {He} is a {AGE:age}-year-old " + ("man" if c["sex"] == "M" else "woman"))
    if rng.random() < 0.5:
        n.f(", accompanied by {his} {fam_rel} {FAMILY:fam_first}")
    n.t(". ")
    _history(n, unit)
    n.t("On examination: " + clin.exam(rng, rng.choice(clin.JOINTS)) + " " + "; ".join(clin.negative_bits(rng, cc, 2)) + ".\n\n")
    n.t("Plan:\n")
    for i, it in enumerate(_plan_items(n, unit, tophi, meds, ult)):
        n.t("%d. %s\n" % (i + 1, it))
    n.f("\nI have referred {PATIENT:pt_first} to our nurse-led titration clinic ({DOCTOR:nurse_full}, {nrole}, tel {PHONE:ph}). "
        "Written information given; further reading at {URL:hosp_url}. Review in {k}/12 or sooner if needed.\n\n",
        nrole=rng.choice(["gout nurse", "CNS", "nurse specialist"]), ph=phi.with_ext(rng, c["hosp_phone"]) if rng.random() < 0.4 else c["hosp_phone"],
        k=rng.choice([3, 4, 6]))
    n.t(rng.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n"]))
    sig(n, rng.choice(["cons", "cons", "reg"]), rng.choice([0, 1, 2]))
    n.f("\ncc: {title} {PATIENT:pt_full}, ")
    addr(n, "pt")
    n.t("\n")
    if rng.random() < 0.5:
        n.f("cc: {HOSPITAL:pharmacy} (fax {FAX:pf})\n", pf=phi.phone(rng, cc, c["pt_area"]))
    if rng.random() < 0.4:
        audit(n, "clerk", add_days(clinic, 2))


def _consult_note(n, unit, tophi):
    rng, c = n.rng, n.c
    cc = c["cc"]
    n.f("{HOSPITAL:hosp} - RHEUMATOLOGY CONSULTATION\n")
    n.f("Date of service: {DATE:v}    Location: Rheumatology Clinic, room {LOCATION_OTHER:rm}\n",
        v=d(n, c["visit_d"]), rm=str(rng.randint(1, 40)) + rng.choice(["", "A", "B"]))
    pt_banner(n, rng.choice([0, 2, 3]))
    if cc == "US":
        n.f("Insurance: {ORGANIZATION:insurer}  Member ID {HEALTHPLAN:pt_hp}  Group {HEALTHPLAN:pt_grp}\n")
    n.f("Referring: Dr {DOCTOR:gp_full}, {HOSPITAL:practice}; fax {FAX:prac_fax}\n\n")
    n.f("CC: recurrent podagra, {k} flares this year.\n\n", k=rng.randint(2, 8))
    n.f("HPI: {PATIENT:pt_first} {PATIENT:pt_last} is a {AGE:age} y/o {sex} {occ_pre}{PROFESSION:pt_prof} referred for gout management. ")
    _history(n, unit, work=False)
    meds = clin.meds(rng, cc)
    n.t("PMH: " + ", ".join(clin.comorbs(rng, 3)) + "\nMeds: " + "; ".join(meds) + "\n")
    n.t("Allergies: " + rng.choice(["NKDA", "penicillin (rash)", "sulfa - hives", "NKDA"]) + "\n")
    n.f("SH: lives with {his} {fam_rel} {FAMILY:fam_full} in {CITY:pt_city}. " + rng.choice(["Former smoker.", "Never smoker.", "Smokes 5/day."]) + "\n")
    n.t("Exam: BP %d/%d, HR %d, BMI %.1f. %s %s.\n" % (rng.randint(118, 168), rng.randint(68, 98), rng.randint(58, 96),
                                                      rng.uniform(24, 41), clin.exam(rng, rng.choice(clin.JOINTS)), rng.choice(clin.EPONYMS)))
    n.f("Labs {DATE:ld}: uric acid {u} {unit}, " + clin.lab_line(rng, cc) + "\n\n", ld=d(n, _ago(n, 2, 30)),
        u=clin.ua(rng, unit, "high"), unit=unit)
    n.t("Assessment/Plan: %s gout (%s).\n" % ("Chronic tophaceous" if tophi else "Recurrent", rng.choice(clin.CODES)))
    for it in _plan_items(n, unit, tophi, meds):
        n.t("- " + it + "\n")
    n.f("- RTC {k} months; nurse titration visits with {DOCTOR:nurse_full}, RN.\n\n", k=rng.choice([2, 3, 4]))
    n.f("{DOCTOR:cons_full}, MD  NPI {LICENSE:cons_lic}\n" if cc == "US" else "{DOCTOR:cons_full}, MD FRCPC  CPSO #{LICENSE:cons_lic}\n")
    if cc == "US" and rng.random() < 0.5:
        n.f("DEA {LICENSE:cons_dea}\n")
    if rng.random() < 0.6:
        n.f("D: {DATE:dd}  T: {DATE:tt}  {DOCTOR:ci}/{DOCTOR:ti}\n", dd=d(n, c["visit_d"]), tt=d(n, add_days(c["visit_d"], rng.randint(0, 3))),
            ci=c["cons_ini"].upper(), ti=c["clerk_ini"])
    audit(n, "cons", c["visit_d"])


def gp_shared_care_letter(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    drug = rng.choice(["allopurinol", "allopurinol", "febuxostat", "colchicine prophylaxis plus allopurinol"])
    gpw = c["T"]["gp"]
    n.t(rng.choice(["SHARED CARE AGREEMENT - URATE-LOWERING THERAPY\n", "Shared care letter: %s for gout\n" % drug,
                    "%s SHARED-CARE REQUEST (Rheumatology)\n" % gpw.upper()]))
    n.f("From: Rheumatology, {HOSPITAL:hosp}  |  Tel {PHONE:hosp_phone}  |  Fax {FAX:hosp_fax}\n")
    n.f("To: Dr {DOCTOR:gp_full}, {HOSPITAL:practice}\n")
    addr(n, "prac")
    n.f("\nDate: {DATE:v}\n\n", v=d(n, c["visit_d"]))
    pt_banner(n)
    n.f("\nDear Dr {DOCTOR:gp_last},\n\n" if rng.random() < 0.7 else "\nDear Colleague,\n\n")
    n.f("We would be grateful if you would share the care of {title} {PATIENT:pt_last}, who has " +
        rng.choice(["recurrent gout", "tophaceous gout", "gout with CKD", "polyarticular gout"]) +
        ", under the treat-to-target approach (serum urate {tg}). {He} was seen by {DOCTOR:cons_full} on {DATE:sd}.\n\n",
        tg=clin.ua_target(unit, rng.random() < 0.3), sd=d(n, add_days(c["visit_d"], -rng.randint(3, 21))))
    n.t("Specialist team responsibilities:\n- initiate %s and supervise titration until target reached\n" % drug)
    n.t("- provide written dosing schedule and flare plan\n- advise on renal dose adjustment (CKD-EPI eGFR)\n")
    n.t(gpw[0].upper() + gpw[1:] + " responsibilities:\n- continue prescribing once dose stable; repeat U&E/urate %s\n" % rng.choice(["3-monthly for a year then annually", "6-monthly", "at 3 and 6 months"]))
    n.t("- check for interactions (azathioprine, mercaptopurine, clarithromycin, ciclosporin, statins with colchicine)\n")
    n.t("- report suspected adverse drug reactions (Yellow Card / MedWatch / TGA as applicable)\n")
    n.t("Patient responsibilities:\n- attend blood tests; report rash, fever or mouth ulcers immediately\n\n")
    n.t("Titration to date:\n")
    n.t(" Date        | urate (%s) | eGFR | dose\n" % unit)
    dose = 100
    k = rng.randint(3, 5)
    day = add_days(c["visit_d"], -30 * k - rng.randint(3, 10))
    uas, egs = clin.ua_series(rng, unit, k), clin.egfr_series(rng, k)
    for i in range(k):
        dz = dose if drug != "febuxostat" else (80 if i < k - 1 else 120)
        n.f(" {DATE:dd} | {u} | {e} | {dz} mg\n", dd=d(n, day), u=uas[i], e=egs[i], dz=dz)
        dose += 100
        day = add_days(day, rng.randint(26, 31))
    n.f("\nNext bloods due {DATE:nb}; request number {IDNUM:rq}.\n", nb=d(n, add_days(c["visit_d"], 28)),
        rq=phi.accession(rng, rng.choice(["OR", "RQ", "BL"]), c["visit_d"].year))
    n.f("\nContacts: gout nurse {DOCTOR:nurse_full} {PHONE:ph}; email {EMAIL:dept_email}. ",
        ph=phi.with_ext(rng, c["hosp_phone"]))
    n.f("Out of hours: {ed} or on-call rheumatology via switchboard {PHONE:sw}.\n\n", ed=c["T"]["ed"], sw=phi.phone(rng, cc, c["hosp_area"]))
    n.f("Discussed with {PATIENT:pt_full} on {DATE:dd}, who agrees to shared care",
        dd=d(n, add_days(c["visit_d"], -rng.randint(0, 14))))
    if rng.random() < 0.5:
        n.f(" ({his} {fam_rel}, {FAMILY:fam_full}, present)")
    n.t(".\n\n")
    sig(n, "cons", rng.choice([0, 1]))
    n.t("\n" + gpw[0].upper() + gpw[1:] + " acceptance:  [ ] accept   [ ] decline    Signature ____________  Date ________\n")
    n.f("Please return to fax {FAX:hosp_fax} or {EMAIL:cons_email}\n")
    if rng.random() < 0.4:
        audit(n, rng.choice(["cons", "clerk"]), c["visit_d"])


def pharmacist_medication_review(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    n.t(rng.choice(["CLINICAL PHARMACIST MEDICATION REVIEW - GOUT\n", "Pharmacist medicines reconciliation & review (ULT)\n",
                    "MEDICATION MANAGEMENT REVIEW - urate-lowering therapy\n"]))
    site = rng.choice(["hosp", "pharmacy", "practice"])
    n.f("Setting: {HOSPITAL:s}   Date: {DATE:v}\n", s=c[site], v=d(n, c["visit_d"]))
    n.f("Pharmacist: {DOCTOR:pharm_full} (reg {LICENSE:pharm_lic})   Referred by: Dr {DOCTOR:cons_last}\n")
    pt_banner(n)
    e = clin.egfr(rng)
    n.f("Weight {w} kg   eGFR {e} (CKD-EPI)   Allergies: ", w=rng.randint(68, 142), e=e)
    al = rng.randrange(4)
    if al == 0:
        n.f("allopurinol - rash (mild, {DATE:yr})?\n\n", yr=str(c["visit_d"].year - rng.randint(1, 9)))
    else:
        n.t(["", "nil known", "penicillin", "NSAIDs - GI bleed"][al] + "\n\n")
    n.t("Sources: patient interview")
    if rng.random() < 0.6:
        n.f(", {his} {fam_rel} {FAMILY:fam_full}")
    n.f(", dispensing history from {HOSPITAL:pharmacy} (tel {PHONE:pharmacy_phone}), {gp} record.\n\n", gp=c["T"]["gp"])
    n.t("Current medicines:\n")
    for m in clin.meds(rng, cc) + [clin.ult_line(rng, cc), clin.colch(rng, cc)]:
        n.t("  - " + m + "\n")
    n.t("\nIssues:\n")
    issues = [
        ("Allopurinol + azathioprine: major interaction (xanthine oxidase inhibition raises 6-MP levels); "
         "discussed with prescriber - azathioprine dose reduced to 25% with FBC weekly x4."),
        "Clarithromycin course started by out-of-hours service while on colchicine - advised to withhold colchicine until course complete.",
        "Thiazide diuretic raising urate; suggest switch to losartan or amlodipine at next review.",
        "Statin with colchicine: counselled re myalgia/CK; atorvastatin continued.",
        "Renal dosing: eGFR below 30 - allopurinol titration in 50 mg steps, colchicine max 500 micrograms OD." if e < 30 else
        "Renal dosing: eGFR %d - standard 100 mg titration steps acceptable; recheck U&E with each step." % e,
        "Adherence: misses evening doses; moved all to mane. Blister packs (Webster-pak / dosette) arranged.",
        "OTC: St John's wort and high-dose vitamin C from health-food shop - St John's wort stopped (interactions).",
        "Patient stopping allopurinol during flares - re-educated: continue through flares.",
        "Low-dose aspirin 75 mg: minor urate effect, continue (cardioprotection outweighs).",
        "Febuxostat: documented IHD - discuss CV risk per MHRA/FDA advice before any switch.",
    ]
    for i, it in enumerate(rng.sample(issues, rng.randint(3, 5))):
        n.t("%d. %s\n" % (i + 1, it))
    if rng.random() < 0.6:
        if c["origin"] in ("eastasian", "southasian", "pacific", "african") or rng.random() < 0.3:
            n.f("%d. Ancestry: born in {bc_the}{COUNTRY:bc} - HLA-B*58:01 screening indicated before allopurinol.\n" % (i + 2))
            i += 1
        n.f("%d. HLA-B*58:01 genotype (accession {IDNUM:acc}, reported {DATE:rd}): {res}.\n" % (i + 2),
            acc=phi.accession(rng, "GN", c["visit_d"].year), rd=d(n, add_days(c["visit_d"], -rng.randint(10, 90))),
            res=rng.choice(["not detected - allopurinol may proceed", "DETECTED - avoid allopurinol, febuxostat recommended"]))
    n.f("\nLast repeat: Rx no {IDNUM:rx} issued {DATE:ri}; next due {DATE:nd}.\n", rx=phi.digits(rng, 8),
        ri=d(n, add_days(c["visit_d"], -rng.randint(3, 25))), nd=d(n, add_days(c["visit_d"], rng.randint(5, 30))))
    n.t("\nActions: recommendations sent to %s" % c["T"]["gp"])
    n.f(" Dr {DOCTOR:gp_last} by fax ({FAX:prac_fax}) and secure email {EMAIL:prac_email}. ")
    n.f("Patient given written plan; {PATIENT:pt_first} able to teach back dosing. Follow-up call booked for {DATE:fu} on {PHONE:pt_mob}.\n\n",
        fu=d(n, add_days(c["visit_d"], rng.randint(7, 21))))
    n.f("{DOCTOR:pharm_full}\n{role}\n", role=rng.choice(["Advanced Clinical Pharmacist, Rheumatology", "Consultant Pharmacist",
                                                           "Practice Pharmacist", "Clinical Pharmacist"]))
    audit(n, "pharm", c["visit_d"], rng.choice([0, 1, 3, 4]))
