"""Pharmacist medication reviews, telehealth follow-up calls, discharge planning and social work."""
import fmt
import clin
from blocks import (D, off, A, PH, aP, exam2, holiday_line, extras, tpair, H, ORG, tm, maybe, pick, dr, hist, sx_lines, obs, addr, inst_addr, id_pairs,
                    sig, audit, team_contact, social, medlist, goals, device_line, vehicle_line, bio_line)
from doc import P

ISSUES = [
    # (issue, recommendation, regex that must match the medicine list, or None)
    ("Two paracetamol-containing products in the home (co-codamol 30/500 and plain paracetamol).",
     "Use one paracetamol source only; maximum 4 g in 24 hours - consider 3 g/day given weight under 50 kg.", r"paracetamol"),
    ("Anticholinergic burden (oxybutynin bought over the counter, plus sedating antihistamine at night).",
     "Stop oxybutynin and the antihistamine; review continence with the nurse.", None),
    ("Statin continued despite limited prognosis.", "Consider deprescribing atorvastatin; discussed with patient, who is agreeable.",
     r"atorvastatin"),
    ("Regular opioid without a regular stimulant laxative.", "Add senna 15 mg nocte and titrate; Movicol if needed.",
     r"(morphine|oxycodone|fentanyl)(?![\s\S]*senna)"),
    ("Metformin continued with eGFR 24 mL/min/1.73m2.", "Recommend stop metformin; monitor capillary glucose weekly.", r"metformin"),
    ("Duplicate proton pump inhibitors found at home (omeprazole and an old lansoprazole supply).",
     "Continue omeprazole only; return lansoprazole to pharmacy.", r"omeprazole"),
    ("Poor inhaler technique with MDI, no spacer.", "Spacer supplied and technique taught; review in 4 weeks.", r"salbutamol|formoterol"),
    ("Expired and discontinued medicines stored with current ones.", "Removed with consent and returned to pharmacy for disposal.", None),
    ("Alendronic acid taken with breakfast and other tablets.",
     "Counselled: take on waking with water, 30 minutes before food; or stop given prognosis.", r"alendronic"),
    ("Confusion between MR and IR opioid preparations.",
     "Colour-coded chart provided; family shown how to log breakthrough doses.", r"MR"),
    ("Long-term zopiclone, two falls this year.", "Discuss gradual taper; sleep hygiene advice given.", r"zopiclone"),
    ("OTC ibuprofen with furosemide (nephrotoxic combination, fluid retention).",
     "Advise stop ibuprofen; use paracetamol and topical NSAID instead.", r"furosemide"),
    ("Missed doses (pill count shows about 70% adherence).", "Pharmacy to supply medicines in a multi-compartment compliance aid.", None),
    ("Apixaban dose not adjusted for age over 80 and weight under 60 kg.", "Check creatinine; dose reduction to 2.5 mg BD likely indicated.",
     r"apixaban 5 mg"),
    ("Swallowing difficulty with large tablets.", "Switch to liquid or orodispersible formulations where available.", None),
    ("Dexamethasone continued without a stop date; capillary glucose not monitored.",
     "Reduce dexamethasone by 2 mg every 3-5 days to lowest effective dose; check glucose daily.", r"dexamethasone"),
    ("Antihypertensives continued although systolic BP now under 100.", "Stop amlodipine/ramipril; recheck BP in one week.",
     r"amlodipine|ramipril"),
    ("Gabapentin dose too high for renal function.", "Reduce gabapentin to 300 mg BD.", r"gabapentin"),
]


def issues(c, k):
    import re as _re
    txt = "\n".join(c.meds)
    ok = [(a, b) for a, b, rx in ISSUES if rx is None or _re.search(rx, txt)]
    return c.R.sample(ok, min(k, len(ok)))


# ===========================================================================
# Pharmacist reviews
# ===========================================================================
def pr_report(d, c):
    R, loc = c.R, c.loc
    title = {"AU": "HOME MEDICINES REVIEW (HMR) REPORT", "NZ": "Medicines Therapy Assessment (MTA)",
             "UK": "Structured Medication Review - Home Visit", "IE": "Community Pharmacist Medication Review",
             "CA": "MedsCheck at Home - Pharmacist Report", "US": "Comprehensive Medication Review (CMR) - In-Home"}[loc]
    d.w("{t}\n\n", t=title)
    ph = c.pharm
    d.w("Pharmacist: {n}, {cr}\n", n=ph.n(pick(c, ["full", "fmi"])), cr=ph.cred)
    lab, val = ph.lic
    d.w("{l}: {v}", l=lab, v=P(val, "LICENSE"))
    if loc == "AU" and maybe(c, 0.7):
        d.w("   Accreditation no.: {a}", a=P(str(R.randint(1000, 9999)) + R.choice(["", "A"]), "LICENSE"))
    d.w("\nPhone: {p}   Email: {e}\n\n", p=PH(fmt.phone(R, loc, "mobile")),
        e=P(f"{fmt.slug(ph.first)}.{fmt.slug(ph.last)}@{pick(c, ['pharmreview.example.com', c.dom])}", "EMAIL"))
    d.w("Referring practitioner: {dr}{n}\n{p}, ", dr=dr(c) + " ", n=c.gp.n("full"), p=H(c.practice))
    d.add(inst_addr(c))
    d.w("\nFax: {f}\n\n", f=P(fmt.phone(R, loc, "land"), "FAX"))
    d.w("Patient: {n}\nDOB: {dob} (age {age})\n", n=c.pt.n(pick(c, ["full", "fmi"])))
    for lab, val in id_pairs(c):
        d.w("{l}: {v}\n", l=lab, v=val)
    d.w("Address: ")
    d.add(addr(c))
    d.w("\nPhone: {p}\n\n", p=PH(pick(c, [c.ph_home, c.ph_mob])))
    rd = off(c, -R.randint(10, 30))
    d.w("Date of referral: {a}\nDate of interview: {b} (patient's home)\nDate of report: {cc}\n", a=D(c, rd),
        b=D(c, off(c, -R.randint(1, 7))), cc=D(c, c.d0))
    d.w("Present at interview: {PT} and {rel} {n}.\n", rel=c.nok.rel, n=c.nok.n(pick(c, ["full", "first"])))
    d.w("Usual pharmacy: {p} ({ph}). {pk}\n\n", p=H(c.pharmacy), ph=PH(fmt.phone(R, loc, "land")),
        pk=pick(c, ["Medicines packed weekly in a dose administration aid.", "Collects own prescriptions.",
                    "Deliveries arranged fortnightly."]))
    d.w("Medical conditions: {x}; {y}.\n", x=c["dxs"], y="; ".join(c.comorb))
    d.w("Allergies/ADRs: {a}\nRenal function: eGFR {e} mL/min/1.73m2 ({dd})   Weight: {w} kg\n\n", a=pick(c, clin.ALLERGY),
        e=str(R.randint(18, 75)), dd=D(c, off(c, -R.randint(5, 60)), pick(c, ["num", "my"])), w=str(R.randint(42, 95)))
    d.w("Current medicines (from interview):\n")
    medlist(d, c, pick(c, ["table", "num"]))
    d.w("\nFindings and recommendations:\n\n")
    for i, (iss, rec) in enumerate(issues(c, R.randint(3, 5)), 1):
        d.w("{i}. Issue: {a}\n   Recommendation: {b}\n", i=str(i), a=iss, b=rec)
    d.w("\nThe patient's {rel} manages the medicines", rel=c.nok.rel)
    if maybe(c, 0.5):
        d.w(" and can be reached on {ph}", ph=PH(c.nok.phone))
    d.w(". {x}\n", x=pick(c, ["Patient goals: fewer tablets, stay at home.", "Patient wishes to avoid hospital admissions.",
                               "Patient is keen to stop anything not essential."]))
    if maybe(c, 0.2):
        d.w("Home monitoring: ")
        device_line(d, c)
    extras(d, c, 0.55)
    d.w("\nPlease contact me to discuss; I will follow up with the patient by {f}.\n", f=D(c, c.fu, pick(c, ["num", "long"])))
    d.w("\nSigned: {n}   {d}\n", n=ph.n("full"), d=D(c, c.d0))
    if maybe(c, 0.3):
        d.w("Report transmitted via secure messaging to {e}\n", e=P(c.team_email, "EMAIL"))


def pr_note(d, c):
    R, loc = c.R, c.loc
    d.w("{p} - Clinical pharmacist consultation\n", p=H(pick(c, [c.practice, c.hosp])))
    d.w("{d} | {mode} | {n}\n", d=D(c, c.d0, pick(c, ["num", "dmon", "wdshort"])), mode=pick(c, [
        "home visit", "telephone", "face to face", "care home"]), n=ph_name(c))
    d.w("Patient: {n} ({age}{s}) ", n=c.pt.n(pick(c, ["full", "caps", "lf"])), s=pick(c, [c["sex"], " " + c["sexw"], "y"]))
    for lab, val in id_pairs(c):
        d.w("{l} {v} ", l=lab, v=val)
    d.w("\n\nReason: {x}\n", x=pick(c, ["polypharmacy (12+ items) - SMR invited", "post-discharge medicines reconciliation",
                                        "falls - medication review", "request from palliative team to simplify medicines",
                                        "high anticholinergic burden flagged"]))
    d.w("Discharge from {h} on {dd}; discharge letter reviewed.\n", h=H(c.hosp), dd=D(c, c.adm, pick(c, ["num", "md"])))
    d.w("Conditions: {x}, {y}.\n", x=c["dxs"], y=", ".join(c.comorb))
    opt = R.randrange(4)
    if opt == 0:
        d.w("What matters to {him}: 'being at home with {x} and the dog'\n\n", x="my family" if c.fem else "my wife")
    elif opt == 1:
        d.w("What matters to {him}: staying out of hospital\n\n")
    elif opt == 2:
        d.w("What matters to {him}: getting to a grandchild's wedding in {dd}\n\n", dd=D(c, off(c, R.randint(40, 120)), "my"))
    else:
        d.w("What matters to {him}: not being drowsy\n\n")
    d.w("Medicines reconciled (3 sources: GP record, discharge letter, patient's supply):\n")
    medlist(d, c, pick(c, ["dash", "inline", "num"]))
    d.w("\nProblems / actions:\n")
    for iss, rec in issues(c, R.randint(2, 4)):
        d.w("* {a} -> {b}\n", a=iss, b=rec)
    d.w("\nDiscussed with {dr}{g}, who agrees. Changes communicated to {ph} by {how}.\n", dr=dr(c) + " ",
        g=c.gp.n(pick(c, ["last", "full"])), ph=H(c.pharmacy), how=pick(c, [
            "phone", ["fax (", P(fmt.phone(R, loc, "land"), "FAX"), ")"], ["email (", P(f"rx.{fmt.slug(c.pharmacy)[:14]}@example.net", "EMAIL"), ")"]]))
    if maybe(c, 0.4):
        d.w("{rel} {n} to collect the new blister pack on {dd}.\n", rel=c.nok.rel.capitalize(), n=c.nok.n("first"),
            dd=D(c, off(c, R.randint(1, 5)), pick(c, ["wdname", "num", "md"])))
    d.w("Follow-up: {x} {f}.\n", x=pick(c, ["telephone review", "repeat SMR", "check U&E and review"]), f=D(c, c.fu))
    sig(d, c, c.pharm, pick(c, ["line", "block", "esig"]))


def ph_name(c):
    return [c.pharm.n(pick(c, ["full", "firstinit"])), ", ", c.pharm.cred]


def pr_us(d, c):
    R, loc = c.R, c.loc
    d.w("{ph}\n", ph=H(c.pharmacy))
    d.add(inst_addr(c))
    d.w("\nTel {t}  Fax {f}\n\n", t=PH(fmt.phone(R, loc, "land")), f=P(fmt.phone(R, loc, "land"), "FAX"))
    d.w("MEDICATION THERAPY MANAGEMENT - {k}\n\n", k=pick(c, ["COMPREHENSIVE MEDICATION REVIEW", "TARGETED MEDICATION REVIEW",
                                                             "MEDSCHECK FOLLOW-UP" if loc == "CA" else "ANNUAL REVIEW"]))
    d.w("Member: {n}   DOB: {dob}\n", n=c.pt.n(pick(c, ["caps", "lf"])))
    d.w("{l}: {v}", l=c.hp[0], v=P(c.hp[1], "HEALTHPLAN"))
    if maybe(c, 0.5):
        d.w("   Plan group: {g}", g=P(str(R.randint(10000, 99999)) + R.choice(["", "-A", "-01"]), "HEALTHPLAN"))
    d.w("\nPharmacy Rx profile #: {p}\n", p=P("P" + str(R.randint(100000, 999999)), "ACCOUNT"))
    d.w("Prescriber(s): {dr}{a}; {dr}{b}\n", dr=dr(c) + " ", a=c.gp.n("full"), b=c.doc.n("full"))
    if loc == "US" and maybe(c, 0.6):
        d.w("Prescriber DEA: {x}\n", x=P(fmt.dea(R, c.gp.last), "LICENSE"))
    elif maybe(c, 0.5):
        lab, val = c.gp.lic
        d.w("Prescriber {l} {x}\n", l=lab, x=P(val, "LICENSE"))
    d.w("Review date: {d}   Method: {m}\n\n", d=D(c, c.d0), m=pick(c, ["in home", "telephone", "video"]))
    d.w("Reviewed with: {PT} and caregiver ({rel} {n}).\n", rel=c.nok.rel, n=c.nok.n("full"))
    d.w("Active problems: {x}, {y}\n\n", x=c["dxs"], y=", ".join(c.comorb))
    d.w("Medication list:\n")
    medlist(d, c, "num")
    d.w("\nMedication-related problems:\n")
    for i, (iss, rec) in enumerate(issues(c, R.randint(2, 4)), 1):
        d.w("MRP {i}: {a}\n  Intervention: {b}\n", i=str(i), a=iss, b=rec)
    m1, m2 = R.sample(c.meds, 2)
    d.w("\nLast fills: {m1} {d1}; {m2} {d2}. {pm} checked {d3}.\n", m1=m1.split(" ")[0], m2=m2.split(" ")[0],
        d1=D(c, off(c, -R.randint(3, 25)), pick(c, ["md", "num"])), d2=D(c, off(c, -R.randint(3, 25)), pick(c, ["md", "num"])),
        pm="PDMP" if loc == "US" else "PharmaNet" if c.state and c.state[1] == "BC" else "Narcotics Monitoring System",
        d3=D(c, c.d0, pick(c, ["md", "num"])))
    d.w("Personal medication list and action plan mailed to ")
    d.add(addr(c))
    d.w(" on {d}.\n", d=D(c, off(c, 1)))
    if maybe(c, 0.3):
        d.w("Patient portal: {u} (username {un})\n", u=P(f"https://portal.{c.dom}/pharmacy", "URL"), un=P(c.pt_user, "USERNAME"))
    sig(d, c, c.pharm, pick(c, ["esig", "block"]))


ORIGIN_LANG = {"polish": ["Polish"], "chinese": ["Cantonese", "Mandarin"], "indian": ["Punjabi", "Hindi", "Tamil", "Gujarati"],
               "greek": ["Greek"], "italian": ["Italian"], "arabic": ["Arabic", "Somali"], "vietnamese": ["Vietnamese"],
               "latino": ["Spanish"], "pacific": ["Samoan", "Tongan"], "korean": ["Korean"], "japanese": ["Japanese"],
               "southasian_muslim": ["Urdu", "Bengali", "Sylheti"], "turkish": ["Turkish"], "portuguese": ["Portuguese"],
               "ukrainian": ["Ukrainian", "Russian"], "french": ["French"], "filipino": ["Tagalog"]}


# ===========================================================================
# Telehealth follow-up
# ===========================================================================
def th_video(d, c):
    R, loc = c.R, c.loc
    d.w("{t}\n{h}\n\n", t=pick(c, ["TELEHEALTH FOLLOW-UP (VIDEO)", "Virtual Care Visit - Video", "Video consultation note",
                                   "Telehealth review - palliative care"]), h=H(pick(c, [c.hospice, c.hosp, c.practice])))
    d.w("Patient: {n}   DOB: {dob}   ", n=c.pt.n(pick(c, ["full", "lf", "caps"])))
    for lab, val in id_pairs(c):
        d.w("{l}: {v}   ", l=lab, v=val)
    t1, t2 = tpair(c)
    d.w("\nDate: {d}   Start: {a}   End: {b}\n", d=D(c, c.d0, pick(c, ["num", "wd"])), a=t1, b=t2)
    d.w("Clinician: {dr}{n} (located at {site})\n", dr=(dr(c) + " ") if maybe(c, 0.6) else "", n=c.doc.n("full"),
        site=pick(c, [H(c.hosp), "home office", H(c.hospice)]))
    link = f"https://{pick(c, ['telehealth', 'meet', 'virtualcare', 'vc'])}.{c.dom}/{pick(c, ['visit', 'room', 'join'])}/{R.randint(100000, 999999)}"
    d.w("Platform: secure video, session link {u}\n", u=P(link, "URL"))
    d.w("Patient location: home - ")
    d.add(addr(c))
    d.w("\n")
    if maybe(c, 0.7):
        d.w("Connection: patient device {dev}, IP {ip}", dev=pick(c, ["iPad", "Android phone", "laptop", "daughter's phone"]), ip=P(c.ip, "IPADDR"))
        if maybe(c, 0.5):
            d.w(", portal user {u}", u=P(c.pt_user, "USERNAME"))
        d.w("\n")
    d.w("Identity confirmed with name, DOB and address. Verbal consent for video consultation obtained. Call-back number {p}.\n",
        p=PH(pick(c, [c.ph_mob, c.ph_home, c.nok.phone])))
    others = [f for f in c.fam if f.alive]
    f1 = R.choice(others)
    d.w("Participants: {PT}; {rel} {n}", rel=f1.rel, n=f1.n(pick(c, ["full", "first"])))
    if maybe(c, 0.5):
        f2 = R.choice(others)
        if f2 is not f1:
            d.w("; {rel} {n} joined from {ct}", rel=f2.rel, n=f2.n(pick(c, ["full", "first"])), ct=P(pick(c, [f2.town]), "CITY") if maybe(c, 0.5) else P(c.abroad, "COUNTRY"))
    lang = ORIGIN_LANG.get(c.pt.origin)
    if lang and maybe(c, 0.5):
        d.w("; interpreter {n} ({lang})", n=c.typist.n("full"), lang=pick(c, lang))
    d.w(".\n\n")
    d.w("Interval history since last review on {d}: ", d=D(c, off(c, -R.randint(7, 30)), pick(c, ["num", "md", "mdlong"])))
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\nObserved on video: {x}.\n", x=pick(c, ["comfortable, speaking in full sentences", "breathless after walking to the camera",
                                                    "drowsy, rousable", "jaundiced, thin", "well groomed, bright"]))
    d.w("Home readings shared: {o}.\n", o=obs(c))
    extras(d, c, 0.55)
    if maybe(c, 0.2):
        holiday_line(d, c)
    d.w("\nAssessment: {dxs} - {x}.\nPlan:\n", x=pick(c, ["stable", "slowly deteriorating", "improved symptom control",
                                                           "rapidly declining"]))
    for p in R.sample(clin.PLAN_PAL, 3):
        d.w("- {p}\n", p=p)
    d.w("- Next telehealth review {f} at {t}; link will be emailed to {e}.\n", f=D(c, c.fu, pick(c, ["num", "wd", "long"])), t=tm(c),
        e=P(pick(c, [c.pt_email, f1.email]), "EMAIL"))
    if maybe(c, 0.3):
        d.w("- ")
        bio_line(d, c)
    sig(d, c, c.doc, pick(c, ["esig", "line", "block"]))
    if maybe(c, 0.5):
        d.w("Billing: telehealth {cd}, encounter {e}\n", cd=pick(c, ["99214-95", "item 91891", "item 92026", "virtual visit"]),
            e=P(c.acct, "ACCOUNT"))


def th_phone(d, c):
    R, loc = c.R, c.loc
    d.w("{h} - {t}\n", h=H(pick(c, [c.hospice, c.nursteam, c.hosp])), t=pick(c, ["Telephone follow-up", "Phone call record",
                                                                                   "24-hour advice line - call log", "Telephone review"]))
    d.w("Patient: {n}  DOB {dob}  {i}\n", n=c.pt.n(pick(c, ["full", "caps", "lf"])), i=id_pairs(c)[0][1])
    d.w("Address: ")
    d.add(addr(c))
    d.w("\nContact numbers: home {h}; {rel} {n} {m}\n", h=PH(c.ph_home), rel=c.nok.rel, n=c.nok.n("first"), m=PH(c.nok.phone))
    d.w("Diagnosis: {dxs}   Key worker: {k}   GP: {dr}{g}\n", k=c.nurse.n("full"), dr=dr(c) + " ", g=c.gp.n(pick(c, ["last", "full"])))
    d.w("Anticipatory medicines in home: {x}. {z}.\n\n", x=pick(c, ["yes", "yes (issued " + "@" + ")", "no"]).replace(" (issued @)", ""),
        z=c["dnr"])
    calls = sorted(R.sample(range(-12, 1), R.randint(3, 6)))
    for k, dd in enumerate(calls):
        caller = R.choice([x for x in c.fam if x.alive] + [None])
        d.w("{d} {t} ", d=D(c, off(c, dd), pick(c, ["num", "wdshort", "dmon"])), t=tm(c))
        if caller is None:
            d.w("Outgoing call to {PT}. ")
        else:
            d.w("{dir} {rel} {n}. ", dir=pick(c, ["Call from", "Spoke with", "Returned call to"]), rel=caller.rel,
                n=caller.n(pick(c, ["first", "full", "first", "lower"])))
        d.w("{s} ", s=pick(c, sx_lines(c)))
        if maybe(c, 0.4):
            d.w("{x} ", x=pick(c, ["Last PRN at lunchtime with partial effect.", "Bowels opened today.", "Eating a little soup.",
                                   "Sleeping more; family noticed cool hands.", "Carers attended this morning."]))
        d.w("{a}", a=pick(c, ["Advised to give PRN dose and call back in 1 hour.", "Visit arranged for this afternoon.",
                              "Reassured; no change to plan.", "GP informed.", "Out-of-hours doctor requested.",
                              "Advised to call back if worse.", "Advised to use the 24-hour line overnight."]))
        who = R.choice([c.nurse, c.nurse2, c.np])
        d.w(" ({n})\n", n=who.n(pick(c, ["full", "initnd", "firstinit"])))
    if maybe(c, 0.2):
        holiday_line(d, c)
    d.w("\nSummary: {x} Next planned call {f}.\n", x=pick(c, [
        "Symptoms settling with the current plan.", "Escalating needs - discussed at handover.",
        "Family anxious, coping with support."]), f=D(c, c.fu, pick(c, ["num", "wdname", "md"])))
    if maybe(c, 0.35):
        d.w("Family given hospice web page for carers: {u}\n", u=P(f"www.{c.hdom}/{pick(c, ['carers', 'family-support', 'patients/at-home'])}", "URL"))
    if maybe(c, 0.2):
        bio_line(d, c)
    if maybe(c, 0.4):
        audit(d, c, c.nurse)


def th_monitor(d, c):
    R, loc = c.R, c.loc
    d.w("{h}\nRemote Monitoring / Telehealth Review\n\n", h=H(pick(c, [c.nursteam, c.hosp])))
    d.w("Name: {n}\nDOB: {dob}   Age: {age}\n", n=c.pt.n(pick(c, ["full", "fmi"])))
    for lab, val in id_pairs(c, rich=maybe(c, 0.3)):
        d.w("{l}: {v}\n", l=lab, v=val)
    d.w("Phone: {p}\nGP: {dr}{g}, {pr}\n", p=PH(pick(c, [c.ph_home, c.ph_mob])), dr=dr(c) + " ", g=c.gp.n("full"), pr=H(c.practice))
    kit = pick(c, [("tablet hub", "asset"), ("pulse oximeter", "asset"), ("BP monitor", "asset"),
                   ("weighing scales", "asset"), ("continuous glucose monitor", "cgm")])
    d.w("Monitoring kit: {k} serial {s}; ", k=kit[0], s=P(fmt.device_serial(R, kit[1]), "DEVICE"))
    d.w("hub {h2}\n", h2=P(fmt.device_serial(R, "pendant"), "DEVICE"))
    d.w("Enrolled: {e}   Review date: {r}\n", e=D(c, off(c, -R.randint(20, 200))), r=D(c, c.d0))
    d.w("Portal: {u}  (patient login {un})\n\n", u=P(f"https://monitor.{c.dom}/patients", "URL"), un=P(c.pt_user, "USERNAME"))
    d.w("Background: {dxl}. Also {x}.\n", x=", ".join(c.comorb))
    d.w("Alert thresholds: weight gain > 2 kg in 3 days; SpO2 < {s}%; HR > 110.\n\n", s=str(R.choice([88, 90, 92])))
    unit, fac = ("lb", 2.2) if loc == "US" else ("kg", 1.0)
    d.w("Readings (last 7 days):\n| Date | Weight {u} | SpO2 % | HR | BP |\n|---|---|---|---|---|\n", u=unit)
    w0 = R.randint(450, 950) / 10 * fac
    for dd in sorted(R.sample(range(-7, 1), R.randint(3, 6))):
        w0 += R.randint(-8, 10) / 10
        sbp = R.randint(92, 150)
        d.w("| {d} | {w} | {s} | {h} | {b} |\n", d=D(c, off(c, dd), pick(c, ["md", "num"])), w=f"{w0:.1f}",
            s=str(R.randint(86, 97)), h=str(R.randint(60, 110)), b=f"{sbp}/{R.randint(50, sbp - 30)}")
    d.w("\nAlerts: {x}\n", x=pick(c, ["weight up 2.1 kg in 3 days (amber)", "SpO2 below 88% on two readings (red)",
                                     "no readings for 48 hours - phoned", "none"]))
    d.w("Call made to {PT} at {t}: ", t=tm(c))
    for s_ in sx_lines(c)[:2]:
        d.w(s_ + " ")
    d.w("\nCurrent key medicines: {m}.\n", m="; ".join(c.meds[:4]))
    d.w("Action: {x}\n", x=pick(c, ["furosemide increased to 80 mg BD for 3 days per heart failure protocol, recheck weight.",
                                      "GP notified.", "rescue pack started.", "no change, continue monitoring."]))
    d.w("Discussed with {dr}{n}.\n", dr=dr(c) + " ", n=c.doc.n(pick(c, ["last", "full"])))
    if maybe(c, 0.5):
        d.w("{rel} {n} ({ph}) updated.\n", rel=c.nok.rel.capitalize(), n=c.nok.n("first"), ph=PH(c.nok.phone))
    if maybe(c, 0.3):
        d.w("Data relayed from home gateway {ip}.\n", ip=P(fmt.ip(R), "IPADDR"))
    sig(d, c, c.nurse, pick(c, ["line", "block", "esig"]), role=pick(c, ["Telehealth Nurse", "Remote Monitoring Nurse", "Virtual Ward Nurse"]))


# ===========================================================================
# Discharge planning and hospital social work
# ===========================================================================
FUNDING = {
    "UK": ["NHS Continuing Healthcare fast track approved", "reablement for 6 weeks, then social care assessment",
           "self-funding care; financial assessment pending"],
    "IE": ["Home Support Hours approved (HSE)", "Nursing Home Support Scheme (Fair Deal) application submitted",
           "Community palliative care package approved"],
    "AU": ["Home Care Package level 4 approved", "Transition Care Program referral", "Residential respite via aged care assessment"],
    "NZ": ["NASC assessment completed - home support approved", "Hospital-level care funding approved", "Carer support days allocated"],
    "US": ["Medicare hospice benefit elected", "Medicaid waiver application pending", "private pay home care arranged"],
    "CA": ["Home and community care services approved", "LTC application submitted (crisis designation)",
           "palliative home care funding approved"],
}


def ds_plan(d, c):
    R, loc = c.R, c.loc
    d.w("{t}\n{h} - {w}\n\n", t=pick(c, ["DISCHARGE PLANNING NOTE", "Discharge Coordinator Note", "Complex discharge planning",
                                         "Transfer of care planning"]), h=H(c.hosp), w=H(c.ward))
    d.w("Patient: {n}   DOB: {dob}   Age: {age}\n", n=c.pt.n(pick(c, ["full", "caps", "lfmi"])))
    for lab, val in id_pairs(c):
        d.w("{l}: {v}   ", l=lab, v=val)
    d.w("\nAdmission date: {a}   Bed: {b}\n", a=D(c, c.adm), b=P(c.bed, "LOCATION_OTHER"))
    edd = off(c, R.randint(1, 6))
    d.w("Expected date of discharge: {e}\nConsultant: {dr}{n}\n\n", e=D(c, edd, pick(c, ["num", "wd"])), dr=dr(c) + " ",
        n=c.doc2.n(pick(c, ["full", "last"])))
    d.w("Summary: {age} {y} {sx} with {dxs} admitted with {p}. {x}\n", y=pick(c, ["yo", "year-old", "y/o"]), sx=c["sexw"],
        p=pick(c, ["a fall", "pneumonia", "uncontrolled pain", "delirium", "heart failure exacerbation"]),
        x=pick(c, [["Medically optimised since ", D(c, off(c, -R.randint(1, 5)), pick(c, ["num", "md", "wdname"])), "."],
                   "Now medically fit for discharge.", "Rapid discharge home to die requested."]))
    dest = R.randrange(4)
    d.w("Discharge destination: {x}\n", x=[["home (", P(c.street, "STREET"), ") with package of care"],
                                           [H(c.carehome), " (bed offered ", D(c, off(c, 1), pick(c, ["md", "num"])), ")"],
                                           [H(c.hospice), " inpatient unit"], "home with family support"][dest])
    d.w("Funding: {f}", f=pick(c, FUNDING[loc]))
    if maybe(c, 0.6):
        d.w(" (ref {r})", r=P(c.ref, "IDNUM"))
    d.w(".\n")
    if dest in (1, 2):
        d.w("\nHandover: nurse-to-nurse handover to {n} at {t} on {dd}; transfer letter and medicines chart to go with patient.\n",
            n=c.nurse.n("full"), t=H(c.carehome if dest == 1 else c.hospice), dd=D(c, edd, pick(c, ["num", "md"])))
        if maybe(c, 0.6):
            d.w("- ")
            device_line(d, c)
        _ds_tail(d, c, edd)
        return
    d.w("\nEquipment:\n")
    d.w("- Profiling bed and mattress from {s}, delivery {dd}\n", s=ORG(c.org_supplier) if maybe(c, 0.5) else "community equipment service",
        dd=D(c, edd, pick(c, ["md", "num", "wdname"])))
    if maybe(c, 0.6):
        d.w("- ")
        device_line(d, c)
    d.w("- Commode, {x}\n", x=pick(c, ["hoist and slings", "perching stool", "raised toilet seat", "wheelchair"]))
    d.w("\nPackage of care: {ag} {f}, starting {s}.\n", ag=ORG(c.agency), f=pick(c, ["four calls a day, double-handed",
                                                                                    "twice daily", "three calls a day", "24-hour live-in"]),
        s=D(c, edd, pick(c, ["num", "wdshort", "md"])))
    d.w("Community nursing: referral sent to {t}", t=H(c.nursteam))
    if maybe(c, 0.5):
        d.w(" (referral no. {r})", r=P(fmt.idnum(R, "order"), "IDNUM"))
    d.w(".\n")
    d.w("Medicines: TTOs {x}; just-in-case medicines to go with patient; {ph} notified.\n", x=pick(c, ["ready", "awaiting pharmacy",
                                                                                                       "being dispensed"]), ph=H(c.pharmacy))
    _ds_tail(d, c, edd)


def _ds_tail(d, c, edd):
    R, loc = c.R, c.loc
    d.w("Transport: {x} booked for {d} at {t}.\n", x=pick(c, ["stretcher ambulance", "patient transport service", "family car"]),
        d=D(c, edd, pick(c, ["num", "md", "wdshort"])), t=tm(c))
    f = c.nok
    d.w("\nFamily: {rel} {n} (tel {ph}) {x}.\n", rel=f.rel, n=f.n("full"), ph=PH(f.phone), x=pick(c, [
        "is in agreement with the plan", "will be at the house for arrival", "has keys and will switch heating on",
        "has concerns about coping at night - discussed night sitting"]))
    if maybe(c, 0.4):
        vehicle_line(d, c)
    d.w("Follow-up: {dr}{g} ({p}) informed; appointment {ap}.\n", dr=dr(c) + " ", g=c.gp.n(pick(c, ["last", "full"])),
        p=H(c.practice), ap=D(c, c.fu, pick(c, ["num", "long", "wd"])))
    sig(d, c, c.nurse2, pick(c, ["line", "block", "esig"]), role=pick(c, ["Discharge Coordinator", "Patient Flow Nurse",
                                                                           "Integrated Discharge Team", "Transitional Care Nurse"]))
    if maybe(c, 0.35):
        audit(d, c, c.nurse2)


def ds_sw(d, c):
    R, loc = c.R, c.loc
    d.w("{h}\n{t}\n\n", h=H(c.hosp), t=pick(c, ["SOCIAL WORK PSYCHOSOCIAL ASSESSMENT", "Hospital Social Work - Initial Assessment",
                                                "Medical Social Work Note", "Social Work Assessment and Plan"]))
    d.w("Client: {n}    DOB: {dob} ({age})\n", n=c.pt.n(pick(c, ["full", "caps", "lf"])))
    for lab, val in id_pairs(c):
        d.w("{l}: {v}    ", l=lab, v=val)
    d.w("\nCase no.: {r}\nWard: {w}, bed {b}\nDate: {d}\n", r=P(c.ref, "IDNUM"), w=H(c.ward), b=P(c.bed, "LOCATION_OTHER"),
        d=D(c, c.d0, pick(c, ["num", "long"])))
    d.w("Referred by: {n} ({r}) on {dd} for {x}.\n\n", n=c.nurse.n("full"), r=pick(c, ["ward nurse", "discharge coordinator",
                                                                                       "palliative CNS"]),
        dd=D(c, off(c, -R.randint(1, 5)), pick(c, ["num", "md"])),
        x=pick(c, ["discharge planning", "carer stress", "financial concerns", "possible self-neglect", "housing"]))
    d.w("Sources: {PT}; {rel} {n}; medical notes.\n\n", rel=c.nok.rel, n=c.nok.n("full"))
    d.w("Presenting situation: ")
    t, kw = hist(c)
    d.w("{dxs}; " + t + ". ", **kw)
    d.w("{x}\n\n", x=pick(c, ["Family report increasing difficulty managing at home.", "Patient wants to go home whatever the risk.",
                               "Main carer is unwell.", "Lives alone with no package of care."]))
    social(d, c, "narr")
    d.w("\nAddress: ")
    d.add(addr(c))
    ten = pick(c, ["rented", "owner-occupied", "private rental, landlord aware", "social housing"])
    d.w(" - {x}\n", x=ten)
    if ten != "owner-occupied" and maybe(c, 0.5):
        d.w("Landlord: {o}, contact {p}\n", o=ORG(c.landlord), p=PH(fmt.phone(R, loc, "land")))
    d.w("\nFinances/benefits: ")
    ben = {"UK": ("National Insurance no.", "Attendance Allowance (special rules) claim started"),
           "IE": ("PPSN", "Carer's Allowance application for " + "{rel}"),
           "AU": ("Centrelink CRN", "Carer Payment and Carer Allowance discussed"),
           "NZ": ("MSD client no.", "Supported Living Payment reviewed"),
           "US": ("SSN", "Medicaid application started; SSDI in payment"),
           "CA": ("SIN", "CPP disability and GIS reviewed")}[loc]
    idv = c.ssn if loc not in ("AU", "NZ") else (fmt._d(R, 9) + R.choice("ABCDEFGHJKLMNPQRSTVWXY") if loc == "AU" else fmt._d(R, 9))
    d.w("{l} {v}. {x}", l=ben[0], v=P(idv, "SSN"), x=ben[1].replace("{rel}", c.nok.rel))
    d.w(". Income: {x}.\n", x=pick(c, {"UK": ["state pension and small occupational pension", "pension only", "Statutory Sick Pay"],
                                         "IE": ["State Pension (Contributory)", "Invalidity Pension", "occupational pension"],
                                         "AU": ["Age Pension", "DVA pension", "superannuation drawdown"],
                                         "NZ": ["NZ Super", "NZ Super and a small private pension", "Jobseeker Support (health condition)"],
                                         "US": ["Social Security retirement", "SSDI", "pension and Social Security"],
                                         "CA": ["CPP and OAS", "OAS/GIS", "private pension and CPP"]}[loc]))
    if maybe(c, 0.5):
        f = c.nok
        d.w("{rel} {n} works as {pr} at {e} and has requested {lv}.\n", rel=f.rel.capitalize(), n=f.n("first"), pr=aP(f.prof, "PROFESSION"),
            e=ORG(c.employer), lv=pick(c, {"US": ["FMLA leave", "flexible hours"], "CA": ["compassionate care leave", "flexible hours"],
                        "AU": ["carer's leave", "compassionate leave"], "NZ": ["special leave", "flexible hours"],
                        "UK": ["carer's leave", "compassionate leave"], "IE": ["carer's leave", "force majeure leave"]}[loc]))
    d.w("\nLegal: ")
    if maybe(c, 0.6):
        d.w("{rel} {n} holds {poa}", rel=c.nok.rel, n=c.nok.n("full"), poa=pick(c, ["power of attorney", "enduring power of attorney",
                                                                                      "health and welfare LPA", "guardianship"]))
        if maybe(c, 0.5):
            d.w(" (registered {d})", d=D(c, off(c, -R.randint(100, 3000)), pick(c, ["num", "my", "y"])))
        d.w(". ")
    d.w("Will {x}", x=pick(c, ["made", "not made - solicitor visit requested", "held by solicitor"]))
    if maybe(c, 0.5):
        d.w(" ({s})", s=ORG(c.solicitor))
    d.w(".\n")
    if maybe(c, 0.35):
        vehicle_line(d, c)
    extras(d, c, 0.55)
    d.w("\nRisks: {x}\n", x=pick(c, ["Carer strain (Zarit 38).", "No safeguarding concerns identified.",
                                     "Concerns re financial abuse by a relative - safeguarding referral made.",
                                     "Falls at home; lives alone; pendant alarm declined."]))
    d.w("\nPlan:\n1. {x}\n2. Family meeting {dd} at {t} with {dr}{n}.\n3. {y}\n", x=pick(c, FUNDING[loc]),
        dd=D(c, off(c, R.randint(1, 4)), pick(c, ["num", "wd", "wdshort"])), t=tm(c), dr=dr(c) + " ", n=c.doc2.n("last"),
        y=pick(c, ["Carers' assessment referral.", "Bereavement support information given.", "Referral to hospice family support.",
                   "Advocacy referral."]))
    if maybe(c, 0.4):
        d.w("4. Referral to {o} for {x}.\n", o=ORG(c.org_support), x=pick(c, ["support", "advice", "practical help"]))
    sig(d, c, c.sw, pick(c, ["block", "line", "esig"]))
    if maybe(c, 0.4):
        audit(d, c, c.sw)


def ds_transfer(d, c):
    R, loc = c.R, c.loc
    dest = pick(c, [("care home", c.carehome), ("hospice", c.hospice), ("community hospital", c.hosp2)])
    d.w("TRANSFER OF CARE / DISCHARGE LETTER\n\nFrom: {w}, {h}\nTo: {t}\n", w=H(c.ward), h=H(c.hosp), t=H(dest[1]))
    d.w("Date of transfer: {d}\n\n", d=D(c, c.d0, pick(c, ["num", "wd", "long"])))
    d.w("Name: {n}\nDOB: {dob}  Age: {age}\n", n=c.pt.n(pick(c, ["caps", "full"])))
    for lab, val in id_pairs(c, rich=maybe(c, 0.3)):
        d.w("{l}: {v}\n", l=lab, v=val)
    d.w("Home address: ")
    d.add(addr(c))
    d.w("\nGP: {dr}{n}, {p}", dr=dr(c) + " ", n=c.gp.n(pick(c, ["full", "finit"])), p=H(c.practice))
    if maybe(c, 0.5):
        d.w(" (fax {f})", f=P(fmt.phone(R, loc, "land"), "FAX"))
    d.w("\nNOK: {n}, {rel}, {ph}\n\n", n=c.nok.n("full"), rel=c.nok.rel, ph=PH(c.nok.phone))
    d.w("Admitted {a} under {dr}{n} with {p}.\n", a=D(c, c.adm), dr=dr(c) + " ", n=c.doc2.n(pick(c, ["last", "full"])),
        p=pick(c, ["community-acquired pneumonia", "a fall with rib fractures", "hypercalcaemia", "acute kidney injury",
                   "bowel obstruction (managed conservatively)"]))
    d.w("Diagnoses: {x}; {y}.\n", x=c["dxl"], y="; ".join(c.comorb))
    hb, cr, ca = R.randint(72, 135), R.randint(60, 320), R.randint(220, 310) / 100
    if loc == "US":
        labs = f"Hb {hb / 10:.1f}, Na {R.randint(126, 144)}, Cr {cr / 88.4:.1f}, corrected Ca {ca * 4:.1f}"
    else:
        labs = f"Hb {hb}, Na {R.randint(126, 144)}, Cr {cr}, adj Ca {ca:.2f}"
    d.w("Investigations: CT {ct} (accession {acc}); bloods {bd}: {labs}.\n",
        ct=pick(c, ["chest/abdomen/pelvis", "head", "thorax"]), acc=P(c.acc, "IDNUM"), bd=D(c, off(c, -1), pick(c, ["md", "num"])),
        labs=labs)
    d.w("\nCourse: ")
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\n\nMedicines on transfer:\n")
    medlist(d, c, pick(c, ["dash", "num", "table"]))
    d.w("Last doses given: {x} at {t}.\n", x=pick(c, ["MR opioid", "antiemetic", "all morning medicines"]), t=tm(c))
    if maybe(c, 0.6):
        d.w("Lines/devices: ")
        device_line(d, c)
    d.w("\n{z}. ", z=c["dnr"])
    d.w("Patient and family aware of transfer; {rel} {n} will meet {him} at {t}.\n", rel=c.nok.rel, n=c.nok.n("first"),
        t=pick(c, ["the " + dest[0], "the unit"]))
    if maybe(c, 0.3):
        d.w("Property: wallet, phone and glasses; hearing aid serial {s}.\n", s=P(fmt.device_serial(R, "asset"), "DEVICE"))
    extras(d, c, 0.55)
    d.w("\nContact the ward on {ph} with any queries.\n", ph=PH(fmt.phone(R, loc, "land") + (fmt.ext(R, loc) if maybe(c, 0.5) else "")))
    sig(d, c, c.doc2, pick(c, ["block", "line"]))


LAYOUTS_PR = [pr_report, pr_note, pr_us]
LAYOUTS_TH = [th_video, th_phone, th_monitor]
LAYOUTS_DS = [ds_plan, ds_sw, ds_transfer]
