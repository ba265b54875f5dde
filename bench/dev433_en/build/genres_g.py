"""Genre (own choice): pre-operative assessment record."""
import datetime as dt

import clinical as K
import ctxlib as X
import pools_places as PL

INTERPRETING = ["Clearvoice Interpreting Ltd", "Babel Bridge Language Services", "LinguaLink Health"]
LANGS = ["Polish", "Urdu", "Punjabi", "Bengali", "Romanian", "Arabic", "Mandarin", "Portuguese",
         "Tigrinya", "Vietnamese", "Lithuanian", "Farsi"]


def preop_assessment(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    surg = w.wd(r.randint(5, 28))
    d.f("{hosp}\n{hd}\n\n", c, hd=r.choice(["PRE-OPERATIVE ASSESSMENT CLINIC (POAC)", "Pre-Admission Clinic - Breast",
                                            "Pre-operative Assessment Record", "PAC Nursing Assessment"]))
    d.frag(X.banner(w, c, kind=r.choice([0, 1, 2])))
    d.f("\nTel: {pt_mob}   Email: {pt_email}\n", c)
    if w.cc in ("US", "CA", "AU") or r.random() < 0.15:
        d.f("{plan_l}: {plan}\n", c)
    d.f("\nAssessment date: {ad}   Assessor: {nu} ({role})   Location: {loc}\n", c, ad=c["today"],
        nu=w.nurses[0].full(), role=r.choice(["POA nurse", "Pre-op Nurse Practitioner", "RN"]),
        loc=r.choice([[c["building"], ", room ", (str(r.randint(1, 20)), "LOCATION_OTHER")],
                      "telephone assessment", ["POA clinic ", (r.choice(["A", "B", "3", "4"]), "LOCATION_OTHER")]]))
    d.f("Planned procedure: {S} {p}\nSurgeon: {cons}   Date of surgery: {sd}   Admit to: {adm}\n\n", c,
        S=t["Side"], p=r.choice(["WLE + SLNB (Magseed)", "mastectomy + SLNB", "SSM + immediate implant "
                                 "reconstruction", "DIEP free flap", "therapeutic mammoplasty + contralateral "
                                 "reduction", "excision of fibroadenoma"]),
        sd=w.date(surg, r.choice([None, "wd_long" if w.cc != "US" else "wd_mlong"])),
        adm=r.choice(["Day Surgery Unit", c["ward"], "Surgical Admissions Lounge", "Day of Surgery Admission"]))
    h = r.randint(150, 178)
    wt = r.randint(52, 118)
    d.f("Ht {h} cm  Wt {wt} kg  BMI {bmi}\nObs: {v}\n\n", c, h=h, wt=wt,
        bmi="%.1f" % (wt / (h / 100.0) ** 2), v=K.vitals(r))
    prev = w.dob.replace(year=w.dob.year + r.randint(18, max(19, w.age - 1)), day=1)
    d.f("PMH: {pmh}\nPSH: {psh} ({pd}), GA uneventful{ponv}\nFamily anaesthetic hx: {fah}\n", c,
        pmh=", ".join(r.sample(K.COMORB, r.randint(1, 4))),
        psh=r.choice(["appendicectomy", "LSCS x2", "laparoscopic cholecystectomy", "hysterectomy",
                      "carpal tunnel release", "knee arthroscopy", "breast augmentation"]),
        pd=w.date(prev, r.choice(["y", "my"])), ponv=r.choice(["", "; PONV ++", "; difficult cannulation"]),
        fah=r.choice(["nil", "nil known", ["mother (", w.relative("mother").fn(), ") had suxamethonium apnoea"]]))
    d.f("Airway: Mallampati {mp}, mouth opening >3 FB, full neck movement, {teeth}\n"
        "Functional: {fn}; STOP-BANG {sb}; Rockwood {rw}; Caprini {cp}; ASA {asa}\n", c,
        mp=r.choice(["1", "2", "2", "3"]), teeth=r.choice(["own teeth", "upper denture", "crowns UR1/UL1"]),
        fn=r.choice(["climbs 2 flights without stopping (>4 METs)", "walks dog 30 min daily",
                     "limited by knee OA, <4 METs"]), sb=r.randint(0, 5), rw=r.randint(1, 4), cp=r.randint(2, 8),
        asa=r.choice(["I", "II", "II", "III"]))
    d.add("Medications:\n")
    for m in K.meds(r, K.MEDS_BACKGROUND, r.randint(1, 5)):
        d.add("  " + m + "\n")
    d.f("Allergies: {al}\n\n", c, al=r.choice(K.ALLERGIES))
    d.add("Investigations:\n")
    for ln in K.lab_lines(r, w.cc, style=1):
        d.add("  " + ln + "\n")
    d.f("  ECG: {ecg}\n  MRSA screen (nose/groin/perineum) {md}: {mr}\n  {preg}\n\n", c,
        ecg=r.choice(["SR 72, normal axis, no acute changes", "SR 64, 1st degree HB (PR 220 ms)", "AF rate 80"]),
        md=w.date(w.today), mr=r.choice(["negative", "negative", "pending", "positive - decolonisation "
                                          "(Bactroban + Octenisan) x5 days"]),
        preg="Pregnancy test: not applicable" if w.age > 55 else "Urine hCG on day of surgery")
    d.add("Instructions given:\n")
    for ins in r.sample(["Nil by mouth from 02:30 (food), clear fluids until 06:30",
                         "Stop HRT/COCP 4 weeks pre-op (discussed)", "Hold apixaban 48 h pre-op - last dose "
                         "2 days before", "Chlorhexidine 4% body wash x2 days", "Remove nail varnish / gel nails",
                         "Bring supportive sports bra (front fastening)", "Stop smoking - referred to stop "
                         "smoking service", "Magseed insertion appointment in breast imaging before surgery"],
                        r.randint(3, 5)):
        d.add("  - " + ins + "\n")
    d.add("\nSocial: ")
    k = r.randrange(3)
    if k == 0:
        d.f("lives with {nok_rel} {nok}, who works as a {nok_prof}. Pt is a {prof}. ", c)
    elif k == 1:
        d.f("lives alone; {nok_rel} {nok_fn} ({nok_tel}) will stay for 24 h post-op. Retired {prof}. ", c)
    else:
        d.f("lives with family. Works as a {prof} for {employer}. ", c)
    if r.random() < 0.3:
        d.f("Interpreter required ({lang}) - booked via {ip}. ", c, lang=r.choice(LANGS),
            ip=(r.choice(INTERPRETING), "ORGANIZATION"))
    d.f("NOK: {nok} ({nok_rel}) {nok_tel}\n", c)
    tk = r.random()
    if tk < 0.72:
        d.f("Transport: {who} to drive - vehicle {veh} registered for patient drop-off bay.\n", c,
            who=r.choice([[c["nok_rel"], " ", c["nok_fn"]], "pt's friend", "pt's own car (will not drive home)"]),
            veh=w.vehicle())
    else:
        d.add("Transport: hospital transport requested.\n")
    if r.random() < 0.6:
        d.f("Identity check: photo ID seen; e-consent signed on tablet with biometric signature "
            "(ref {bio}).\n", c, bio=w.bioid())
    d.f("\nOutcome: {oc}\n", c, oc=r.choice(["Fit for surgery - no anaesthetic review needed.",
                                           ["Refer for anaesthetic review (", c["anaes"], ") - BMI/OSA."],
                                           "Fit - optimise BP with GP before date.",
                                           ["Anaesthetic review ", w.date(w.wd(r.randint(1, 4))), " - AF rate control."]]))
    lab, lic = w.license("nurse")
    d.frag(["Signed: ", w.nurses[0].full(), ", ", r.choice(["RN", "RGN", "NP"]), "  ", lab, " ", lic, "  ",
            c["today"], "\n"])
    if r.random() < 0.5:
        d.frag(X.audit(w, c, who=w.nurses[0]))
