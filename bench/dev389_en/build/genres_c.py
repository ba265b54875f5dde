"""Genres: telephone pre-assessment, surgery cancellation and rebooking note,
GP optimisation request letter."""
import clinical as cl
import gbase as gb
from common import add_days, chance, fmt_long, pick, P
from ctx import dP


def telephone(n, rng, x):
    c = x["_c"]
    n.w("[[TELEPHONE PRE-ASSESSMENT|Telephone Pre-assessment|Tel pre-op assessment|Phone POA]] - {cd} {time}\n")
    if chance(rng, 0.5):
        gb.demo(n, rng, x, compact=True)
    else:
        n.w("Pt: {pt_lf}  {mrn_lbl} {mrn}  DOB {dob} ({age})\n")
    n.w("\n[[Called|Rang|Tel call to]] pt on [[{pt_mob}|{pt_tel}]] - [[no answer at first, rang back at {time2}|answered|spoke to pt directly|left VM, pt returned call]].\n")
    n.w("ID confirmed: name, DOB, [[first line of address ({pt_street})|postcode ({pt_zip})|address ({pt_street}, {pt_town})]].")
    if chance(rng, 0.45):
        n.w(" [[Voice biometric verification passed|Voiceprint matched|Caller verified by voice ID]] (ref {bio}).", bio=gb.bioid(rng))
    n.t("\n")
    if chance(rng, 0.35):
        n.w("[[{kin_rel} {kin_f} also on speaker with consent.|Call conducted with {kin_rel} {kin} ({kin_tel}) present.|Interpreter via phone line.]]\n")
    n.w("Procedure: {op} - {s1_tl} - [[listed {opd}|date tbc|provisional {opd}]]\n")
    if chance(rng, 0.2):
        n.w("[[Pt currently visiting family in {abroad}, back {bk}.|Pt works in {abroad} on rotation - home from {bk}.|Recently returned from {abroad} ({bk2}); no illness while away.]]\n",
            bk=gb.fut(x, rng, 3, 20), bk2=gb.pastd(x, rng, 3, 30))
    n.t("\n")
    n.w("PMH (from pt + [[GP summary from {gp_prac}|{hosp_ab} records|referral letter]]):\n")
    gb.pmh(n, rng, x, bullet="- ")
    n.w("Screening qs: chest pain - [[no|denies|occasional, on exertion]]; SOB - [[no|on hills|at 50 yds]]; palpitations - [[no|occasional]]; snoring/apnoeas - [[no|yes, partner reports pauses]]; reflux - [[no|yes]]; loose teeth - [[no|crowns]]; ")
    n.w("previous anaesthetic problems - {anaes_hx}.\n")
    n.w("Meds (confirmed [[reading from boxes|from repeat slip|via {pharmacy} dosette]]):\n")
    gb.meds(n, rng, x, bullet="  ")
    n.w("Allergies: {allergy}\n")
    gb.devices(n, rng, x, 0.3)
    n.w("Self-reported ht {ht} cm, wt {wt} kg (BMI {bmi}). {exercise}.\n")
    n.w("Social: {living}. [[{occ}.|Occupation: {occ_s}.|]] Smoking: {smoke}. Alcohol: {etoh}.\n")
    if chance(rng, 0.35):
        n.w("Drives - [[HGV licence no {dl}|driving licence {dl}|licence no {dl}]]; advised re driving after GA/{op} - check {roads} guidance.\n", dl=P(_dl(rng, c, x), "LICENSE"))
    n.w("Escort/carer for 24 h: {kin} ({kin_rel}), tel {kin_tel}")
    if chance(rng, 0.35):
        n.w("; [[car reg|vehicle reg|plate]] {veh} - [[parking permit|drop-off pass]] issued", veh=gb.vehicle(rng, c))
    n.t(".\n")
    n.w("\nOutcome: " + pick(rng, [
        "suitable for telephone pathway - bloods, ECG, MRSA screen at {hosp_ab} on {bd} ([[walk-in|booked {time}]]).",
        "needs F2F - booked {bd} {time}, [[room {room}|{bldg}]], with anaesthetist.",
        "refer to {a1_tl} (anaesthetic review) - {why}.",
        "fit - no further tests required ({guide}, minor surgery).",
    ]) + "\n", bd=gb.fut(x, rng, 1, 12), why=pick(rng, ["OSA untreated", "AF not on anticoagulant", "BMI 46", "recent MI", "difficult airway alert"]))
    n.w("Info sent [[by email to {pt_email}|by post|via patient portal]]: fasting, meds, [[{url}|leaflets]].\n")
    n.w("Call duration %d min. {n1}[[, {n1_cred}|]][[ (ext {n1_bleep})|]]\n" % rng.randrange(12, 45))
    gb.footer(n, rng, x, 0.3)


def _dl(rng, c, x):
    from common import digits, letters
    if c == "UK":
        ln = x["_pt"].last.upper().replace(" ", "").replace("'", "").replace("-", "")[:5].ljust(5, "9")
        return "%s%s%s%s" % (ln, digits(rng, 6), letters(rng, 2), digits(rng, 3))
    if c == "US":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if c == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if c == "IE":
        return "%s%s" % (digits(rng, 3), digits(rng, 6))
    return digits(rng, 9) if c == "AU" else "%s%s" % (letters(rng, 2), digits(rng, 6))


REASONS = [
    ("clinical", "BP 196/112 on admission, repeated x3 - not safe to proceed per AAGBI/BHS thresholds"),
    ("clinical", "K+ 6.2 on morning bloods"), ("clinical", "URTI symptoms, temp 38.1"),
    ("clinical", "COVID-19 PCR positive"), ("clinical", "apixaban not stopped - last dose yesterday"),
    ("clinical", "not fasted - ate breakfast at 07:00"), ("clinical", "new AF with rate 140 on arrival"),
    ("clinical", "CBG 24 mmol/L with ketones 1.8"), ("clinical", "Hb 79 g/L on G&S sample"),
    ("clinical", "patient declined surgery on the day"), ("clinical", "new chest pain last week - needs cardiology review"),
    ("hospital", "no HDU/level 2 bed available"), ("hospital", "list overran - emergency case took priority"),
    ("hospital", "surgeon unwell"), ("hospital", "equipment unavailable (image intensifier fault)"),
    ("hospital", "no anaesthetist for list"), ("hospital", "theatre flooded / estates issue"),
    ("hospital", "implant not delivered"),
]


def cancellation(n, rng, x):
    c = x["_c"]
    on_day = chance(rng, 0.65)
    canc = x["_cd"]
    planned = canc if on_day else add_days(canc, rng.randrange(1, 10))
    while planned.weekday() >= 5:
        planned = add_days(planned, 1)
    kind, why = pick(rng, REASONS)
    n.w("[[SURGERY CANCELLATION / REBOOKING NOTE|Cancelled operation - record|ON-THE-DAY CANCELLATION|Theatre cancellation & rebooking]]\n")
    if chance(rng, 0.5):
        n.w("{hosp} - [[Theatres|Day Surgery Unit|Admissions Lounge|Elective Surgical Unit]]\n")
    gb.demo(n, rng, x, compact=True)
    n.w("\nPlanned procedure: {op}[[ ({opcode})|]]\nPlanned date: {pd}   [[Theatre|Th]] {theatre_no}, {s1_tl} [[AM|PM|all-day]] list   Case no: {cn}\n",
        pd=dP(x, planned), cn=gb.idnum(rng, "case"))
    if chance(rng, 0.4):
        n.w("Admitted to {ward}, [[bed {bed}|bay {bay} bed {bed}|trolley {bed}]] at {time}.\n")
    n.w("Cancelled on: {cd} {time2}   Cancelled by: [[{a2_til}|{a1_tl}|{s1_tl}|{n2} (theatre coordinator)]]\n")
    n.w("Category: %s reason - %s\n" % ("clinical/patient" if kind == "clinical" else "non-clinical/hospital", why))
    if chance(rng, 0.65):
        n.t("\nTimeline:\n")
        h, m = rng.randrange(7, 9), rng.randrange(0, 50)
        ev = ["pt arrived in admissions lounge; obs BP {bp}, HR {hr}, SpO2 {spo2}%, T {temp}",
              "WHO checklist / nursing admission started by {n2_f}",
              "anaesthetic review - {a2_til}",
              "surgical review ({s1_tl}'s team); consent form 1 confirmed",
              "issue identified: " + why,
              "discussed with {a1_tl} (consultant anaesthetist)[[ and {s1_tl}|]]",
              "decision to cancel; theatre coordinator informed; list re-ordered",
              "pt informed[[, {kin_rel} ({kin_f}) present|]]; discharged home"]
        for e in ev[:rng.randrange(4, len(ev) + 1)]:
            n.w("%02d:%02d  %s\n" % (h, m, e))
            m += rng.randrange(10, 45)
            h, m = h + m // 60, m % 60
    n.w("\nDetails: " + pick(rng, [
        "Pt [[seen|reviewed]] in admissions lounge. Discussed with {a1_tl} who agreed cancellation. Pt disappointed but understands.",
        "Informed pt and {kin_rel} ({kin}) in person. Apologised. Pt has [[travelled from {town_any}|taken time off work|arranged care for {his} {kin2_rel}]].",
        "Pt phoned on {pt_mob} before travelling - not yet left home.",
        "Pt {pt_idot} informed by {a2_til} at bedside; {kin_rel} {kin_f} present.",
        "{He} had already been gowned and cannulated; cannula removed, observations normal.",
    ]) + "\n")
    if kind == "clinical":
        n.w("Clinical follow-up: [[GP letter sent to {gp_tl} ({gp_prac}) re BP|repeat bloods {bd}|anaesthetic review before rebooking ({a1_tl})|swab in 10 days, rebook once negative]].\n",
            bd=gb.fut(x, rng, 1, 7))
    reb = add_days(planned, rng.randrange(7, 45))
    while reb.weekday() >= 5:
        reb = add_days(reb, 1)
    if chance(rng, 0.75):
        n.w("\nRebooked for: {rb}[[ (within 28 days of cancellation - standard met)|| - next available list]]. TCI {time}. Confirmed with pt [[by phone|in person|by letter]].\n",
            rb=pick(rng, [dP(x, reb), P(fmt_long(reb, c), "DATE")]))
    else:
        n.w("\nNot rebooked - remains on waiting list (ref {wl}); to be re-dated once optimised. 28-day breach date {bd}.\n",
            wl=gb.idnum(rng, "ref"), bd=dP(x, add_days(canc, 28)))
    if chance(rng, 0.35):
        n.w("Incident/cancellation form completed - ref {inc}.\n", inc=gb.idnum(rng, "incident"))
    if chance(rng, 0.3):
        n.w("Parking refund authorised for vehicle {veh} ({kin_rel}'s car).\n", veh=gb.vehicle(rng, c))
    if chance(rng, 0.3):
        n.w("Travel: pt travelled from [[{town_any}|{abroad}]]; [[patient transport rebooked for new date|travel costs claim form given]].\n")
    n.w("\n[[Completed by|Signed|Entered by]]: {n2}[[, {n2_cred}|]] [[(theatre coordinator)|(admissions nurse)|]] {cd}\n")
    gb.footer(n, rng, x, 0.35)


OPT = [
    ("dm", "HbA1c {l_hba1c} mmol/mol (target <69 for elective surgery). Please review diabetes therapy [[- ?add SGLT2i / GLP-1|and consider insulin|and refer to diabetes team]]."),
    ("bp", "Clinic BP {bp} (repeated x2). Please confirm with home/ambulatory readings and optimise to <160/100 before surgery."),
    ("hb", "Hb {l_hb} g/L, MCV {l_mcv} - likely iron deficiency. Please check ferritin/TSAT and start oral iron[[; we have also referred to our anaemia clinic|]]."),
    ("af", "AF with ventricular rate ~{hr}. Please review rate control [[and anticoagulation (CHA2DS2-VASc ~3)|]]."),
    ("smoke", "Current smoker - please refer to local stop-smoking service; stopping >= 6-8 weeks pre-op reduces complications."),
    ("bmi", "BMI {bmi}. Weight management referral please; surgeon requests BMI <40 before listing."),
    ("osa", "STOP-BANG {stopbang}/8 - please refer for sleep studies ([[overnight oximetry|polysomnography]])."),
    ("murmur", "New ejection systolic murmur - please request echocardiogram (we have no direct access)."),
    ("ckd", "eGFR {l_egfr} - please review nephrotoxic medication and repeat U&E in 2 weeks."),
    ("thy", "TSH raised - please adjust levothyroxine and recheck TFTs in 6 weeks."),
]


def gp_optimisation(n, rng, x):
    n.w("{hosp}\n[[Pre-operative Assessment Clinic|Department of Anaesthesia|Perioperative Care Service]]\n{hosp_addr_ml}\n")
    n.w("Tel: {pac_tel}   Fax: {pac_fax}   Email: {pac_email}\n\n")
    n.w("Date: [[{cd}|{ld}]]\n[[Our ref: {ref}\n|]]\n", ld=gb.fut(x, rng, 0, 4), ref=gb.idnum(rng, "ref"))
    n.w("{gp_tf}\n{gp_prac}\n{gp_addr_ml}\n[[Sent by fax to {gp_fax}\n|Sent via secure email to {gp_email}\n|]]\n")
    n.w("Dear {gp_tl},\n\n")
    n.w("Re: {pt_tf}   DOB: {dob}   {mrn_lbl}: {mrn}" + ("   {nat_lbl}: {nat}" if x.get("nat") else "") + "\n     {addr1}\n\n")
    n.w("Your patient attended the pre-operative assessment clinic on {cd} ahead of {op}[[ ({opcode})|]] under {s1_tl}. ")
    n.w(pick(rng, ["We are unable to proceed until the following issues are optimised:",
                   "We would be grateful for your help optimising the following before surgery:",
                   "We have identified some issues which need addressing before {he} can be given a date:"]) + "\n\n")
    items = rng.sample(OPT, rng.randrange(1, 4))
    for i, (k, t) in enumerate(items):
        n.w("%d. %s\n" % (i + 1, t))
    n.w("\n{His} current medications are: " + ", ".join(x["_meds"]) + ". Allergies: {allergy}.\n")
    n.w("[[{His} surgery is on hold pending the above.|{He} remains provisionally booked for {opd}; please let us know if this is unrealistic.|The surgical team ({s1_tl}) are aware.]]\n\n")
    n.w("Please reply [[by email to {pac_email}|by fax on {pac_fax}|to the pre-assessment team on {pac_tel}]] [[quoting {pt_lf}, {mrn_lbl} {mrn}|when the above have been addressed]].\n\n")
    n.w("[[Many thanks|Kind regards|Yours sincerely]],\n\n{who}\n{role}\n", who=pick(rng, [x["a1_tf"], x["n1"], x["a2_tf"]]),
        role=pick(rng, ["Consultant Anaesthetist", "Pre-assessment Nurse Practitioner", "Anaesthetic Registrar"]))
    n.w("\ncc: {s1_tl}[[, {spec}|]]; [[{pt_tl} (patient), {addr1}|patient]]\n")
    if chance(rng, 0.4):
        gb.typist(n, rng, x, "a1")
    gb.footer(n, rng, x, 0.2)
