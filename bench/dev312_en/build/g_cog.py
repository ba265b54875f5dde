"""Genres: cognitive monitoring review; second-opinion doctor report."""
import persona as Q
import blocks as B
import pools as P
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, wkday


def cognitive_review(k):
    d = Doc()
    c = k.c
    n_done = pick([3, 6, 6, 8, 10, 12])
    dates, _ = Q.course_dates(k.d0, n_done, c)
    base = wkday(add_days(k.d0, -rint(1, 6)))
    review = wkday(add_days(dates[-1], rint(1, 3)))
    d.ln(pick(["ECT COGNITIVE MONITORING REVIEW", "Cognitive Monitoring During ECT - Review", "Neurocognitive review (ECT course)",
               "ECT Cognition Clinic"]))
    d.ln("{H} | {S}", H=(k.hosp, "HOSPITAL"), S=pick(["ECT Service", "Neuropsychology", "Old Age Psychiatry ECT pathway", "Mood Disorders Unit"]))
    d.ln()
    B.banner(d, k, style=pick(["lines", "pipe", "caps", "table"]))
    d.ln("Review date: {D}   Treatments received: {N} ({P})", D=D(review, c, pick(["num", "wk", "long"])), N=str(n_done),
         P=pick(["RUL ultrabrief", "RUL brief pulse", "BT", "BT switched to RUL after #4", "BF"]))
    if chance(0.35):
        d.ln("Mode: video consultation; clinician workstation {I}; patient joined from home with {R} {N} present.",
             I=(Q.ip(), "IPADDR"), R=k.nok.role, N=(k.nok.name("first"), "FAMILY"))
    else:
        r, v = B.room("room")
        d.ln("Mode: face to face, clinic {R} {V}.", R=r, V=(v, "LOCATION_OTHER"))
    d.ln()
    arole = pick(["Clinical Psychologist", "Assistant Psychologist", "ECT Nurse Specialist", "Neuropsychologist", "Psychology Intern"])
    d.ln("Assessor: {N}, {R}", N=(k.psychol.full(), "DOCTOR"), R=arole)
    d.ln()
    d.ln("RESULTS")
    cols = [("Baseline", base)]
    picks = sorted(set([min(2, n_done - 1), min(5, n_done - 1), n_done - 1]))
    for i in picks:
        cols.append(("After #%d" % (i + 1), dates[i]))
    dstyle = pick(["num", "num2", "dmon", "dm"])
    hdr = "Measure".ljust(22) + "".join(x[0].ljust(14) for x in cols)
    d.ln(hdr)
    line = ["Date".ljust(22)]
    for lab, dd in cols:
        s = fdate(dd, c, dstyle)
        line += [(s, "DATE"), " " * (14 - len(s))]
    d.ln("{X}", X=line)
    moca = rint(22, 30)
    rows = [("MoCA (/30)", [moca] + [max(10, moca - rint(-1, 4)) for _ in cols[1:]]),
            ("TRO (min)", ["-"] + [rint(3, 50) for _ in cols[1:]]),
            ("HVLT-R total (/36)", [rint(16, 32)] + [rint(12, 32) for _ in cols[1:]]),
            ("COWAT FAS", [rint(20, 52)] + [rint(15, 52) for _ in cols[1:]]),
            ("Trail B (s)", [rint(55, 140)] + [rint(55, 190) for _ in cols[1:]]),
            ("AMI-SF consistency %", ["100"] + [rint(55, 95) for _ in cols[1:]])]
    if chance(0.5):
        rows.append(("GSE-My (/7)", [rint(3, 5)] + [rint(2, 7) for _ in cols[1:]]))
    for lab, vals in rows:
        d.ln("{X}", X=lab.ljust(22) + "".join(str(v).ljust(14) for v in vals))
    d.ln()
    d.ln("Mood: {S}", S=B.scales_line(k))
    d.ln()
    d.ln("SUBJECTIVE REPORT")
    pat_q = pick([
        ["Reports forgetting ", k.his, " ", pick(["granddaughter", "grandson", "niece", "godson"]), " ", (Q.Person(c).first, "FAMILY"), "'s visit on ",
         D(add_days(dates[0], rint(1, 5)), c, pick(["weekday", "dmon", "ord"])), " entirely."],
        ["Cannot recall the family holiday in ", (pick(P.OTHER_COUNTRIES), "COUNTRY"), " in ", D(add_days(k.d0, -rint(200, 900)), c, "year"),
         "; photographs did not help."],
        ["Says \"I keep asking ", (k.nok.first, "FAMILY"), " the same questions\"; ", k.nok.role, " confirms repetition most evenings."],
        ["Mild word-finding difficulty; no difficulty with PIN numbers or recipes."],
        ["Worried about returning to work as ", k.a_prof, (k.prof, "PROFESSION"), " because of forgetfulness."],
        ["Lost track of appointments around ", D(add_days(dates[0], rint(3, 9)), c, pick(["dmon", "ord", "num"])), ", now using a phone calendar."]])
    d.ln("{X}", X=pat_q)
    if chance(0.5):
        d.ln("{R} {N} notes: \"{Q}\"", R=B.cap(k.nok.role), N=(k.nok.name(pick(["first", "full"])), "FAMILY"),
             Q=pick(["much brighter, eating again", ["more muddled after the ", (pick(["Monday", "Thursday", "Friday", "Wednesday"]), "DATE"), " sessions"],
                     "back to doing the crossword", "forgets what we did at the weekend"]))
    d.ln()
    d.ln("INTERPRETATION")
    d.ln(pick([
        "Expected transient decline in delayed recall with preserved global cognition; orientation recovers within 30 minutes.",
        "Clinically significant drop in MoCA (>= 3 points) and prolonged TRO; recommend switching BT to RUL and reducing to twice weekly.",
        "Stable cognitive profile. Continue current parameters.",
        "Retrograde autobiographical memory loss for the past few months; counselled that this often improves, though some gaps may persist."]))
    d.ln()
    d.ln("PLAN")
    d.ln("- Repeat battery after treatment {N} and at 1 month post-course ({D})", N=str(n_done + 3),
         D=D(wkday(add_days(dates[-1], 35)), c, pick(["month", "num", "mon"])))
    d.ln("- Copy to {X} and {G}", X=Q.dr(k.psych, c), G=Q.dr(k.gp, c, "last"))
    if chance(0.4):
        d.ln("- Lithium level {L} mmol/L on {D}; {X}", L="0.%d" % rint(40, 95), D=D(dates[-1], c, pick(["num", "dm"])),
             X=pick(["no change", "hold dose on treatment days", "recheck after next treatment"]))
    d.ln()
    B.sig(d, k, k.psychol, arole, lic=chance(0.3), when=review)
    return d


def second_opinion(k):
    d = Doc()
    c = k.c
    visit = wkday(add_days(k.d0, rint(1, 10)))
    so = k.sod
    if c == "UK":
        title = pick(["SECOND OPINION APPOINTED DOCTOR (SOAD) VISIT REPORT", "SOAD report - s.58A Mental Health Act 1983",
                      "Record of SOAD visit (ECT)"])
    elif c == "IE":
        title = pick(["Second Consultant Psychiatrist Report - Section 59(1)(b) ECT", "Report of second consultant (ECT, involuntary patient)"])
    elif c == "AU":
        title = pick(["Second Psychiatric Opinion - ECT", "Independent Second Opinion Report (ECT)"])
    elif c == "CA":
        title = pick(["Independent Psychiatric Consultation re: ECT", "Second Opinion Consultation - Electroconvulsive Therapy"])
    else:
        title = pick(["Second Opinion Psychiatric Consultation - ECT", "Independent Psychiatric Evaluation in Support of ECT Petition"])
    d.ln(title)
    d.ln()
    if chance(0.6):
        d.ln("Reference: {R}", R=(Q.idnum({"UK": "SOAD", "IE": "MHC", "AU": "SPOS", "CA": "CONS", "US": "REQ"}[c]), "IDNUM"))
    d.ln("Patient: {N}{A}", N=k.P(pick(["full", "lastfirst", "mid"])), A=[" (", (str(k.age), "AGE"), ")"] if chance(0.6) else "")
    d.ln("DOB: {B}   {L}: {M}", B=k.dob_seg(), L="MRN" if c != "UK" else "Hospital no.", M=(k.mrn, "MRN"))
    d.ln("Location: {W}, {H}", W=(k.ward, "HOSPITAL"), H=(k.hosp, "HOSPITAL"))
    d.ln("Responsible clinician / treating psychiatrist: {X}", X=Q.dr(k.psych, c, "full"))
    d.ln("Date of visit: {D}{T}", D=D(visit, c, pick(["wk", "long", "num"])), T=(" at " + hhmm(rint(9, 17), pick([0, 15, 30, 45]), pick(["colon", "ampm"]))) if chance(0.6) else "")
    d.ln("Second-opinion doctor: {X}", X=Q.dr(so, c, "full"))
    d.ln()
    d.ln("Background")
    d.ln("{N} is a {A} {S} {P}with {X}. {H2} was admitted on {D} {L}.", N=k.T("full"), A=age_seg(k.age, pick(["year-old", "words"])),
         S=pick(["woman", "lady"]) if k.sex == "F" else pick(["man", "gentleman"]),
         P=["who worked as ", k.a_prof, (k.prof, "PROFESSION"), " until ", D(add_days(k.d0, -rint(200, 1500)), c, "year"), ", "] if chance(0.6) else "",
         X=B.diagnosis(k).split(" (")[0].lower(), H2=k.he.capitalize(), D=D(add_days(k.d0, -rint(10, 60)), c),
         L=pick(["under s.3" if c == "UK" else "on an involuntary order", "after presenting to the emergency department",
                 "following a crisis team referral"]))
    d.ln("{X}", X=pick([
        "Oral intake has fallen to under 800 ml/day despite encouragement; weight has dropped from 64 kg to 55 kg.",
        "There are nihilistic delusions and the patient believes their organs have stopped working (Cotard-type).",
        "Medication trials during this admission (venlafaxine to 300 mg, lithium augmentation, olanzapine) have not helped.",
        "Catatonic features persist (Bush-Francis 16) despite lorazepam 10 mg/day over 9 days."]))
    d.ln()
    d.ln("Consultation")
    nc = [("nurse", k.nurse), (pick(["occupational therapist", "social worker", "clinical psychologist", "pharmacist"]), k.psychol)]
    for role, p in nc:
        d.ln("- Spoke with {N}, {R}{X}", N=(p.full(), "DOCTOR"), R=role,
             X=pick(["", ", who has known the patient since admission", " (by phone)", ", statutory consultee"]))
    if chance(0.6):
        d.ln("- Spoke with {R} {N} ({P}){J}, who {X}", R=k.nok.role, N=(k.nok.full(), "FAMILY"), P=(k.nok.phone, "PHONE"),
             J=[", ", k.nok.a_prof, (k.nok.prof, "PROFESSION")] if chance(0.4) else "",
             X=pick(["supports ECT", "is worried about memory loss but wants the patient to eat again", "reported good response to ECT in the past"]))
    d.ln()
    d.ln("Interview")
    d.ln("{N} {X}", N=k.T("last") if chance(0.7) else [(k.pt.first, "PATIENT")], X=pick([
        "was seen in the side room, lying on the bed. Answers were monosyllabic and delayed by up to 30 seconds.",
        "said \"there is no point, I am already gone\" and could not engage with the purpose of ECT.",
        "agreed to speak with me briefly, was suspicious of the treatment and said the nurses were poisoning the food.",
        "was mute throughout; eye contact fleeting; waxy flexibility noted in the right arm."]))
    d.ln("I am satisfied that {H} {X}.", H=k.he, X=pick(["is not capable of understanding the nature, purpose and likely effects of ECT",
                                                         "lacks capacity to consent to ECT", "is unable to consent to ECT at this time"]))
    d.ln()
    d.ln("Opinion and authorisation")
    n = pick(["up to 12", "a maximum of 8", "up to 10", "12"])
    if c == "UK":
        d.ln("I certify on Form T6 that the patient is not capable of consenting and that it is appropriate for the treatment to be given. Authorised: {N} treatments of ECT with medication for the purposes of anaesthesia.", N=n)
        d.ln("The RC is reminded of the duty under s.61 to report on the treatment. Reasons to be given to the patient; written reasons enclosed.")
    elif c == "IE":
        d.ln("I approve the programme of ECT ({N} treatments) under s.59(1)(b) of the Mental Health Act 2001, as the patient is unable to give consent and the treatment is necessary to safeguard life/restore health.", N=n)
    elif c == "AU":
        d.ln("I support the application to the Mental Health Tribunal for ECT ({N} treatments over 6 weeks). Less restrictive options have been tried.", N=n)
    elif c == "CA":
        d.ln("I concur that ECT ({N} treatments) is clinically indicated. Consent to be sought from the SDM, {R} {F}.", N=n, R=k.nok.role, F=(k.nok.full(), "FAMILY"))
    else:
        d.ln("I concur that ECT ({N} treatments) is medically necessary and the least restrictive appropriate intervention. I support the petition to the court (case no. {X}).",
             N=n, X=(Q.idnum(pick(["PR", "MH", "CV"])), "IDNUM"))
    d.ln("Valid until: {D}", D=D(add_days(visit, pick([28, 42, 60, 90])), c, pick(["num", "long"])))
    d.ln()
    B.sig(d, k, so, pick(["SOAD", "Consultant Psychiatrist (second opinion)", "Consultant Psychiatrist", "Independent Psychiatrist"]) if c != "US"
          else "Attending Psychiatrist (independent)", lic=chance(0.75), contact=chance(0.5), when=visit)
    if chance(0.5):
        d.ln("Tel {P}{F}", P=(Q.phone(c), "PHONE"), F=["   Fax ", (Q.phone(c), "FAX")] if chance(0.6) else "")
    if chance(0.3):
        d.ln("cc: {X}; {G}, {S}", X=Q.dr(k.psych, c), G=Q.dr(k.gp, c, "init_last"), S=(k.practice, "HOSPITAL"))
    return d
