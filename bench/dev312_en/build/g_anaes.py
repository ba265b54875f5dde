"""Genres: anaesthetic record for ECT; capacity assessment."""
import persona as Q
import blocks as B
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, wkday


def anaesthetic_record(k):
    d = Doc()
    c = k.c
    us = c in ("US", "CA")
    when = wkday(add_days(k.d0, rint(3, 30)))
    d.ln("{H}", H=(k.hosp, "HOSPITAL"))
    d.ln(pick(["ANAESTHETIC RECORD - ELECTROCONVULSIVE THERAPY", "Anaesthetic Chart (ECT list)", "Remote-site anaesthesia record: ECT"]
              if not us else ["ANESTHESIA RECORD - ECT", "Anesthesia Record: Electroconvulsive Therapy", "Procedural Anesthesia Flowsheet (ECT)"]))
    B.banner(d, k, style=pick(["caps", "pipe", "lines", "compact"]))
    loc = pick(["ECT suite", "Theatre", "Procedure room", "Day surgery unit"]) if not us else pick(["ECT suite", "OR", "PACU", "Procedure room"])
    if loc in ("Theatre", "Procedure room", "OR"):
        d.ln("Date: {D}   Location: {L} {N}, {W}", D=D(when, c, pick(["num", "med", "wk"])), L=loc, N=(str(rint(1, 12)), "LOCATION_OTHER"),
             W=(k.hosp, "HOSPITAL") if chance(0.3) else "main block")
    else:
        b0, bseg = B.building()
        d.ln("Date: {D}   Location: {L}, {B0}{BS}", D=D(when, c, pick(["num", "med", "wk"])), L=loc, B0=b0, BS=bseg)
    d.ln("Procedure: ECT #{N} ({P})   Case no. {C}", N=str(rint(1, 14)), P=pick(["RUL", "BT", "BF", "RUL ultrabrief"]),
         C=(Q.idnum(pick(["AN", "PX", ""])), "IDNUM") if chance(0.5) else "n/a")
    d.ln()
    d.ln("PRE-OPERATIVE ASSESSMENT" if not us else "PRE-ANESTHESIA EVALUATION")
    ht = rint(152, 178) if k.sex == "F" else rint(163, 193)
    wt = int(round(R.uniform(18.5, 38.0) * (ht / 100.0) ** 2))
    d.ln("Weight {W} kg   Height {H} cm   BMI {B}   ASA {A}", W=str(wt), H=str(ht), B="%.1f" % (wt / (ht / 100.0) ** 2),
         A=pick(["I", "II", "II", "III", "II E"]))
    d.ln("Allergies: {A}", A=pick(["NKDA", "penicillin (rash)", "latex - avoid", "codeine (vomiting)", "none known", "sulfa (hives)"]))
    d.ln("Fasted: solids from {S}, clear fluids to {F}", S=hhmm(rint(20, 23), pick([0, 30])), F=hhmm(6, pick([0, 30])))
    d.ln("Airway: Mallampati {M}, mouth opening {O}, TMD > 6 cm, neck full ROM; {T}", M=str(rint(1, 4)), O=pick(["3 FB", "> 3 cm", "2.5 FB"]),
         T=pick(["own teeth", "upper partial denture removed", "capped incisors - bite block placed with care", "edentulous"]))
    d.ln("PMH: {P}", P=pick(["HTN, T2DM (HbA1c 58), OSA on CPAP", "asthma (salbutamol PRN), GORD", "AF on apixaban, CKD 3a",
                             "nil significant", ["previous MI ", D(add_days(k.d0, -rint(900, 3000)), c, pick(["year", "month"])), " per notes; EF 45%"],
                             "hypothyroidism; ex-smoker 20 pack-years"]))
    d.ln("Previous anaesthetics: {P}", P=pick(["uneventful", "PONV after ECT #2 - ondansetron pre-emptively",
                                               "prolonged apnoea with suxamethonium - butyrylcholinesterase pending",
                                               "emergence agitation after methohexital"]))
    d.ln()
    d.ln("MONITORING: ECG, NIBP (cuff on {A}), SpO2, EtCO2{X}", A=pick(["R arm", "L arm", "R calf"]),
         X=pick(["", ", BIS", ", EEG (2-channel via ECT device)"]))
    if chance(0.5):
        d.ln("Monitor asset no. {A}; syringe driver serial {S}", A=(Q.device_serial("other"), "DEVICE"), S=(Q.device_serial("other"), "DEVICE"))
    ind, mr, extra = B.anaesthetic_drugs(k)
    t0h, t0m = rint(8, 11), rint(0, 40)
    d.ln()
    d.ln("DRUGS" if chance(0.5) else "MEDICATIONS ADMINISTERED")
    tm = t0m
    extra = [x for x in extra if not x.startswith(("glycopyrr", "atropine"))]
    for dr_ in ([pick(["glycopyrronium 200 micrograms IV", "glycopyrrolate 0.2 mg IV", "atropine 0.4 mg IV"])] if chance(0.5) else []) + [ind + " IV", mr + " IV"] + extra:
        d.ln("  {T}  {X}", T=hhmm(t0h, tm), X=dr_)
        tm = min(tm + rint(0, 2), 59)
    d.ln("  O2 100% via face mask, hyperventilation {H}; bite block in situ at stimulus", H=pick(["x 60 s", "x 2 min", "to EtCO2 3.5 kPa" if not us else "to EtCO2 28 mmHg"]))
    d.ln()
    d.ln("OBSERVATIONS")
    d.ln("Time   HR   BP        SpO2  EtCO2")
    tm = t0m
    for i in range(rint(4, 7)):
        hr = rint(58, 140)
        d.ln("{T}  {H}  {B}  {S}%   {E}", T=hhmm(t0h, min(tm, 59)), H=str(hr).rjust(3), B=("%d/%d" % (rint(100, 205), rint(56, 112))).ljust(8),
             S=str(rint(92, 100)), E=("%.1f" % R.uniform(3.2, 5.6)) if not us else str(rint(26, 44)))
        tm += rint(1, 5)
    d.ln()
    d.ln("EVENTS: {E}", E=pick(["post-ictal hypertension 198/104 treated with labetalol 10 mg IV with good effect",
                                "sinus tachycardia to 138 settled within 3 min; no treatment",
                                "brief asystole 4 s at stimulus (vagal), resolved spontaneously; atropine drawn up for next time",
                                "uneventful", "desaturation to 89% corrected with jaw thrust and BVM",
                                "myoclonus at induction with etomidate; seizure 34 s EEG"]))
    d.ln("Seizure duration (EEG) {E} s; motor {M} s.", E=str(rint(18, 90)), M=str(rint(10, 50)))
    d.ln()
    d.ln("RECOVERY" if not us else "PACU")
    r, v = B.room(pick(["bay", "bed", "cubicle"]))
    d.ln("Handed over to {N} at {T}, recovery {R} {V}. Airway patent, SpO2 {S}% on 2 L O2.", N=(k.nurse2.full(), "DOCTOR"),
         T=hhmm(t0h, min(tm + 2, 59)), R=r, V=(v, "LOCATION_OTHER"), S=str(rint(94, 100)))
    d.ln("Aldrete {A}/10 at {T}. {X}", A=str(rint(8, 10)), T=hhmm(t0h + 1, rint(0, 45)),
         X=pick(["Discharged to ward.", "Discharged home with escort.", "Returned to ward with escort.", "Fit for discharge per PADSS."]))
    if chance(0.3):
        d.ln("Escort: {R} {N}; vehicle {V} collected from drop-off bay.", R=k.nok.role, N=(k.nok.full(), "FAMILY"), V=(Q.plate(c), "VEHICLE"))
    d.ln()
    d.ln("Plan for next treatment: {P}", P=pick(["same agents", "pre-treat with labetalol 5 mg", "reduce propofol to 1 mg/kg to lengthen seizure",
                                                  "switch to ketamine 1 mg/kg if seizures remain short", "check pseudocholinesterase result"]))
    d.ln()
    who = k.anaes
    lab, val = Q.licence(c)
    d.ln("{R}: {X}{L}", R=B.term(k, "anaes"), X=Q.dr(who, c, "full"),
         L=["   ", lab, " ", (val, "LICENSE")] if chance(0.5) else "")
    if chance(0.5):
        d.ln("{O}: {N}", O=B.term(k, "odp"), N=(k.odp.full(), "DOCTOR"))
    if chance(0.35):
        d.ln("Record finalised by {U} from workstation {I}", U=(Q.username(who.first, who.last), "USERNAME"), I=(Q.ip(), "IPADDR"))
    return d


def capacity_narrative(k):
    d = Doc()
    c = k.c
    when = k.d0
    d.ln("{H} - {W}", H=(k.hosp, "HOSPITAL"), W=(k.ward, "HOSPITAL"))
    d.ln("Progress note: capacity assessment re ECT")
    d.ln("{D} {T}", D=D(when, c, pick(["num", "wkshort", "med"])), T=hhmm(rint(9, 17), rint(0, 59)))
    d.ln()
    d.ln("{N}, {A}, {X}{M}", N=k.P(pick(["full", "LASTFIRST"])), A=age_seg(k.age, pick(["yo", "year-old", "y/o"])),
         X=pick(["MRN ", "ID "]) if c != "UK" else "hosp no ", M=(k.mrn, "MRN"))
    d.ln()
    able = chance(0.6)
    d.ln("Seen with {N} ({R}) in the quiet room{X}. Purpose: to establish whether {P} is able to make a decision about ECT, which the team has recommended for {D}.",
         N=(k.nurse.name(pick(["full", "first"])), "DOCTOR"), R=pick(["named nurse", "primary nurse", "ECT nurse"]),
         X=[", at ", k.his, " request ", k.nok.role, " ", (k.nok.first, "FAMILY"), " also present"] if chance(0.5) else "",
         P=k.T(), D=B.diagnosis(k).split(" (")[0].lower())
    d.ln()
    if able:
        d.ln("{H} was calm and engaged. {P} explained in {HS} own words that ECT is \"{Q}\" and listed headache and memory loss as side effects. "
             "{H} recalled my explanation later in the conversation, compared ECT with another medication trial and said {HE} wanted to proceed because {R}.",
             H=B.cap(k.he), P=pick([[(k.pt.first, "PATIENT")], k.T()]), HS=k.his, HE=k.he,
             Q=pick(["a fit under anaesthetic that can lift severe depression", "like the treatment in hospital before"]),
             R=pick(["the tablets take too long", ["it worked in ", D(add_days(when, -rint(400, 2000)), c, "year")], "I can't go on like this"]))
    else:
        d.ln("{H} sat with {HS} head down and answered only in single words. Despite simple explanations and a second attempt an hour later, {HE} could not say what ECT involved "
             "and repeatedly said {Q}. I do not think {HE} can use or weigh the information because of the severity of the depressive illness.",
             H=B.cap(k.he), HS=k.his, HE=k.he, Q=pick(["\"I deserve nothing\"", "\"it's too late\"", "that the staff were trying to trick " + k.him]))
    d.ln()
    d.ln("Impression: {X} capacity to consent to ECT.", X="has" if able else "lacks")
    d.ln("Plan: {X}", X=pick(["proceed to written consent with ECT nurse; first treatment booked", "consent form signed today"]) if able else
         {"UK": "refer for SOAD (T6)", "IE": "second consultant opinion under s.59", "US": "legal/ethics consultation for court petition",
          "CA": "Form 33 and rights advice; approach SDM", "AU": "apply to Mental Health Tribunal"}[c])
    d.ln()
    d.ln("{X}", X=[Q.dr(k.junior, c, "full"), ", ", pick(["ST5 Psychiatry", "Psychiatry Registrar", "PGY-3 Resident", "Psychiatry Fellow", "NCHD"]),
                    " for ", Q.dr(k.psych, c)])
    if chance(0.5):
        d.ln("{B} {P}", B=pick(["Bleep", "Pager", "Ext"]), P=(Q.bleep(), "PHONE"))
    return d


def capacity_assessment(k):
    if chance(0.3):
        return capacity_narrative(k)
    d = Doc()
    c = k.c
    when = k.d0
    law = {"UK": "Mental Capacity Act 2005 (and s.58A Mental Health Act 1983)", "IE": "Assisted Decision-Making (Capacity) Act 2015",
           "US": "hospital informed-consent policy (four-abilities model)", "CA": "Health Care Consent Act, 1996",
           "AU": "Mental Health and Wellbeing Act 2022"}[c]
    d.ln(pick(["CAPACITY ASSESSMENT - CONSENT TO ECT", "Assessment of Capacity to Consent to Electroconvulsive Therapy",
               "Decision-specific capacity assessment", "CAPACITY EVALUATION (ECT)"]))
    d.ln("Framework: {L}", L=law)
    d.ln()
    B.banner(d, k, style=pick(["lines", "pipe", "compact"]))
    hh, mm = rint(9, 16), pick([0, 15, 30, 45])
    d.ln("Date/time of assessment: {D} {T}", D=D(when, c, pick(["num", "long", "wk"])), T=hhmm(hh, mm))
    r, v = B.room(pick(["room"]))
    d.ln("Setting: interview {R} {V}, {W}, {H}", R=r, V=(v, "LOCATION_OTHER"), W=(k.ward, "HOSPITAL"), H=(k.hosp, "HOSPITAL"))
    present = [Q.dr(k.psych, c, "full"), " (assessor)"]
    if chance(0.7):
        present += ["; ", (k.nurse.full(), "DOCTOR"), ", ", pick(["named nurse", "primary nurse", "ECT nurse"])]
    if chance(0.5):
        present += ["; ", k.nok.role, " ", (k.nok.full(), "FAMILY")]
    d.ln("Present: {P}", P=present)
    if chance(0.25):
        d.ln("Interpreter: {L} via telephone interpreting service, booking ref {R}", L=pick(["Polish", "Punjabi", "Vietnamese", "Irish", "Arabic", "Portuguese"]),
             R=(Q.idnum(pick(["INT", "TI"])), "IDNUM"))
    d.ln()
    d.ln("Decision: whether to consent to a course of ECT ({N} treatments, {P}), as recommended by {X}.", N=pick(["up to 12", "6-12", "an initial 6"]),
         P=pick(["right unilateral", "bitemporal", "RUL ultrabrief"]), X=Q.dr(k.psych2, c))
    d.ln()
    d.ln("Steps taken to support decision-making: {S}", S=pick([
        "information given verbally and in writing on two occasions; easy-read leaflet; assessment timed after morning medication.",
        "family present at patient's request; questions written down in advance; hearing aids in.",
        "assessment repeated after 48 h as patient was drowsy on first attempt.",
        "short sentences, visual aids, video on the ECT suite shown."]))
    d.ln()
    able = pick([True, True, False])
    d.ln("1. Understanding the relevant information")
    if able:
        d.ln("{N} described ECT as \"{Q}\". Able to name main risks (memory problems, headache, anaesthetic).", N=k.T(), Q=pick([
            "a controlled fit under a general anaesthetic to reset the brain chemistry",
            "electric treatment while you're asleep, twice a week",
            ["the treatment I had in ", D(add_days(when, -rint(700, 2500)), c, "year"), " that got me out of hospital"],
            "a small current through the head to start a seizure, with muscle relaxant"]))
    else:
        d.ln("{N} was unable to describe the procedure even after repeated explanation; {H} repeatedly stated \"{Q}\".", N=k.T(), H=k.he,
             Q=pick(["I'm already dead, it doesn't matter", "it's a punishment for what I did", "they want to burn out my thoughts",
                     "I don't know, ask my " + k.nok.role]))
    d.ln("2. Retaining the information")
    d.ln(pick(["Recalled the key points after 20 minutes.", "Could not recall the purpose of the treatment 10 minutes later.",
               "Retained information sufficiently for the decision.", "Partially retained; recalled risks but not benefits."]) if able
         else pick(["Could not recall any points after 5 minutes.", "Unable to retain; mutism for much of the interview."]))
    d.ln("3. Using or weighing" + (" (appreciation and reasoning)" if c in ("US", "CA") else ""))
    if able:
        d.ln("Weighed memory side-effects against \"{Q}\". Compared with trying {A} first.", Q=pick([
            "another six months like this", "being able to look after my grandchildren",
            ["getting back to work at ", (k.employer, "ORGANIZATION")],
            "not eating and ending up on a drip again"]), A=pick(["esketamine", "rTMS", "another antidepressant", "lithium"]))
    else:
        d.ln("Beliefs of deserved punishment (mood-congruent delusions) prevent weighing of benefits; {H} accepts only that {HS} body is \"rotting\".",
             H=k.he, HS=k.his)
    d.ln("4. Communicating a decision")
    d.ln(pick(["Clear and consistent: agrees to ECT.", "Communicated a wish to proceed.", "Agrees; signed consent form in my presence."])
         if able else pick(["Mute; shakes head to all questions.", "Fluctuates between yes and no within minutes.",
                            "Declines, but reasons given are delusional."]))
    d.ln()
    if chance(0.6):
        d.ln("Collateral: spoke with {R} {N} by phone ({P}) on {D}, who reports {X}.", R=k.nok.role, N=(k.nok.name(pick(["first", "full"])), "FAMILY"),
             P=(k.nok.phone, "PHONE"), D=D(add_days(when, -1), c, pick(["num", "dmon", "weekday"])),
             X=pick(["the patient previously said ECT 'saved' them", ["a marked change since ", D(add_days(when, -rint(40, 120)), c, "month")],
                     "no advance directive but clear previous wishes", ["worry about memory because of ", k.his, " job as ", k.a_prof, (k.prof, "PROFESSION")]]))
    if chance(0.3):
        d.ln("Advance statement/decision dated {D} located on file: {X}.", D=D(add_days(when, -rint(200, 1500)), c, pick(["num", "month"])),
             X=pick(["consents to ECT if severely unwell", "refuses bitemporal ECT", "no reference to ECT"]))
    d.ln()
    d.ln("CONCLUSION: {N} {R} capacity to consent to ECT at this time.", N=k.T("full"), R="HAS" if able else "LACKS")
    nxt = {"UK": "Form T4 to be completed." if able else "SOAD requested (Form T6); best-interests consultation with family.",
           "IE": "Proceed with written consent." if able else "Second consultant psychiatrist approval required (s.59).",
           "US": "Proceed with written consent." if able else "Ethics and legal consulted; petition for court authorization to be filed.",
           "CA": "Patient capable; consent documented." if able else "Form 33 given; rights adviser notified; SDM to be approached.",
           "AU": "Informed consent documented." if able else "Application to Mental Health Tribunal for ECT order."}[c]
    d.ln("Next steps: {X}", X=nxt)
    if not able and c == "CA":
        d.ln("Rights adviser {N} met patient on {D} ({T}).", N=(Q.Person(c).full(), "FAMILY"), D=D(add_days(when, 1), c), T=hhmm(rint(9, 16), 0))
    if not able and c == "US" and chance(0.7):
        d.ln("Legal services contact: {N}, {O}, {P}", N=(Q.Person(c).full(), "FAMILY"), O=(pick(["Pemberton & Lisle Solicitors", "Ashby & Crane LLP", "Holloway Legal Aid Clinic"]), "ORGANIZATION"),
             P=(Q.phone(c), "PHONE"))
    d.ln("Review: {X}", X=pick(["reassess before each treatment", "capacity to be reviewed weekly and if mental state changes",
                                "repeat at treatment 6", ["re-assess on ", D(wkday(add_days(when, 7)), c, "num")]]) if able else "repeat assessment if mental state improves")
    d.ln()
    B.sig(d, k, k.psych, B.term(k, "cons"), contact=chance(0.4))
    return d
