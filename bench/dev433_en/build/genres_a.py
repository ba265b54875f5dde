"""Genres: one-stop breast clinic letter; surveillance letter."""
import clinical as K
import ctxlib as X
import pools_places as PL


def one_stop_letter(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    outcome = r.choice(["suspicious", "suspicious", "suspicious", "benign", "cyst", "normal"])
    if w.sex == "M":
        outcome = r.choice(["gynae", "suspicious"])
    ref_date = w.days(-r.randint(6, 14))
    let_date = w.days(r.randint(1, 4))
    res_date = w.wd(r.randint(5, 11))
    d.frag(X.letterhead(w, c))
    d.f("\n\nOur ref: {ci}/{ti}/{mrn}\nDate typed: {ld}\nClinic: One-Stop Breast Clinic ({ocode}) - {cd}\n\n",
        c, ci=c["cons_i2"], ti=c["typ_i"], ld=w.date(let_date), cd=w.date(w.today),
        ocode=r.choice(["BR1S", "OSBC", "2WW BREAST", "SBC-A"] if w.cc == "GB" else ["RABC", "BR-RA", "SBC"]))
    d.f("PRIVATE AND CONFIDENTIAL\n{gp}\n{practice}\n{gp_addr}\n\nDear {gp_sur},\n\n", c)
    d.frag(X.banner(w, c, kind=3))
    d.add("\n\n")
    # diagnosis / plan summary box
    if outcome == "suspicious":
        diag = ("1. %s breast mass, %d o'clock %d cm FN - %d mm on US, %s/%s (BI-RADS %s)\n"
                "2. US-guided 14G core biopsy x%d, marker clip sited\n"
                "3. Axilla: %s" % (t["Side"], t["clock"], t["fn"], t["size"], t["u"], t["m"],
                                   t["birads"], r.randint(2, 4),
                                   r.choice(["normal on US (U1)", "1 node with 4 mm cortex - FNA taken",
                                             "abnormal node, core biopsy taken (U4)"])))
        plan = ("- Results clinic with {cs} and Breast Care Nurse on {rd}\n"
                "- Staging CT/bone scan only if B5 and node positive\n"
                "- Discuss at breast MDT {mdt}")
    elif outcome == "benign":
        diag = "1. %s breast %s (clinically P2, U2) - core biopsy B2 expected" % (
            t["Side"], r.choice(["fibroadenoma 18 mm", "fibroadenoma 24 mm", "area of fat necrosis",
                                 "nodularity, no discrete lesion"]))
        plan = "- Results by letter / telephone on {rd}\n- Discharge if B2 concordant"
    elif outcome == "cyst":
        diag = "1. %s breast simple cyst %d mm, aspirated to dryness (%d mL straw-coloured fluid)" % (
            t["Side"], t["size"], r.randint(3, 18))
        plan = "- No follow-up required; cytology not sent (non-bloodstained)\n- Re-refer if recurs"
    elif outcome == "gynae":
        diag = "1. Bilateral gynaecomastia, %s > %s, no suspicious features (P2/U2)" % (
            t["side"], "right" if t["side"] == "left" else "left")
        plan = "- Bloods: LFT, TFT, testosterone, LH/FSH, oestradiol, beta-hCG, AFP\n- Review {rd}"
    else:
        diag = "1. Normal triple assessment (P1 M1 U1)\n2. Cyclical mastalgia"
        plan = "- Discharged to GP\n- Well-fitting bra, topical NSAID (Voltarol gel) PRN"
    d.add("Diagnosis:\n" + diag + "\n\nPlan:\n")
    d.f(plan + "\n\n", c, cs=c["cons_sur"], rd=w.date(res_date), mdt=w.date(w.wd(r.randint(3, 8)), "wd_dmy"))
    # narrative
    if w.cc == "GB":
        opts = ["Thank you for referring this {age}-year-old {lady} under the 2WW pathway (UBRN {ubrn}, "
                "received {refd}). ",
                "I saw {pt_t} in the one-stop clinic today; {she} was referred urgently on {refd} (e-RS ref {ubrn}). ",
                "Many thanks for your referral of {refd} regarding this pleasant {age} year old {woman} (UBRN {ubrn}). "]
    else:
        opts = ["Thank you for your urgent referral of {refd} (our ref {ubrn}) regarding this {age}-year-old {lady}. ",
                "I saw {pt_t} in the rapid access breast clinic today following your referral dated {refd} "
                "(referral no. {ubrn}). "]
    d.f(r.choice(opts), c, ubrn=w.accession("ubrn") if w.cc == "GB" else w.accession("order"),
        refd=w.date(ref_date))
    if outcome in ("suspicious", "benign"):
        d.f("{She} noticed a lump in the {side} breast about {wk} ago" + r.choice([
            "", " while showering", " after a minor fall", " - {her} {nok_rel} felt it first"]) +
            ". No nipple discharge, no skin change. ", c, side=t["side"],
            wk=r.choice(["3/52", "2 weeks", "a month", "6/52", "10 days"]))
    elif outcome == "cyst":
        d.f("{She} presented with a tender lump in the {side} breast of {wk}' duration. ", c,
            side=t["side"], wk=r.choice(["2 weeks", "3 weeks", "a few days"]))
    elif outcome == "gynae":
        d.f("{She} has a 4-month history of tender swelling behind both nipples. Takes "
            "omeprazole and spironolactone; occasional cannabis. ", c)
    else:
        d.f("{She} describes cyclical bilateral breast pain, worse premenstrually, for 6/12. ", c)
    if w.sex == "F":
        para = r.choice(["G2P2, first child at {fc}", "G3P2, first child at {fc}", "nulliparous",
                         "P1, first pregnancy at {fc}", "G4P3"])
        d.f("Menarche at {m}, " + para + ". {hrt}\n\n", c, m=(str(r.randint(10, 15)), "AGE"),
            fc=(str(r.randint(17, 37)), "AGE"),
            hrt=r.choice(["Postmenopausal, no HRT.", "Took HRT (Elleste Duet) for 4 years, stopped.",
                          "Perimenopausal; on Evorel Conti patch."] if w.age >= 48 else
                         ["Premenopausal, LMP 2/52 ago, Mirena coil in situ.",
                          "Premenopausal, regular cycle, COCP (Microgynon) stopped last year."]))
    else:
        d.add("\n\n")
    d.f("PMH: {pmh}\nMedications: {meds}\nAllergies: {allg}\n", c,
        pmh=K.comorb(r, r.randint(1, 3), w.sex),
        meds=K.bg_meds(r, r.randint(1, 4)),
        allg=r.choice(K.ALLERGIES))
    if r.random() < 0.7:
        rel = r.choice(["mother", "maternal aunt", "sister", "paternal grandmother", "cousin"])
        d.f("FHx: {rel} with {ca} aged {a}; {other}\n", c, rel=rel, ca=K.family_cancer(r),
            a=(str(r.randint(34, 79)), "AGE"),
            other=r.choice(["no ovarian cancer in the family.", "Manchester score 9 - below referral threshold.",
                            "not of Ashkenazi Jewish ancestry.", "no known BRCA testing."]))
    else:
        d.add("FHx: nil of note\n")
    k = r.randrange(4)
    if k == 0:
        d.f("SHx: Works as a {prof} at {employer}. Lives with {her} {nok_rel} {nok_fn}. "
            "Non-smoker, {u} units/wk.\n\n", c, u=r.randint(0, 14))
    elif k == 1:
        d.f("SHx: Retired {prof}. Widowed, lives alone in {cty}; daughter {dau} nearby. Ex-smoker.\n\n",
            c, cty=(w.addr["city"], "CITY"), dau=w.relative("daughter").fn())
    elif k == 2:
        d.f("SHx: {She} is a {prof}; married to {nok_fn}, who is a {nok_prof}. Originally from "
            "{bc}, moved here in {yr}.\n\n", c, bc=X.birth_country(r),
            yr=(str(w.today.year - r.randint(3, 30)), "DATE"))
    else:
        d.f("SHx: Attended with {her} {nok_rel} {nok}. Works part-time as a {prof}.\n\n", c)
    chap = "Chaperone: %s. " % r.choice(["HCA", "BCN", "clinic nurse", "declined"])
    if outcome == "suspicious":
        exam = "%s breast %d o'clock %d cm FN: %d mm firm irregular mass, not fixed to skin or chest " \
               "wall; P4. %s No palpable axillary or supraclavicular nodes." % (
                   t["Side"], t["clock"], t["fn"], t["size"], r.choice(K.EPONYM_NEG[:3]))
    elif outcome in ("benign", "cyst"):
        exam = "%s breast %d o'clock: smooth, mobile, %s lump ~%d mm, P2/P3. Nipples normal. " \
               "Axillae clear." % (t["Side"], t["clock"], "tender" if outcome == "cyst" else "rubbery",
                                    t["size"])
    elif outcome == "gynae":
        exam = "Bilateral firm subareolar discs of glandular tissue, L 4 cm, R 3 cm, tender. " \
               "Testes not examined (declined). No axillary nodes."
    else:
        exam = "Symmetrical breasts, no skin tethering or peau d'orange. Vague nodularity %s UOQ, " \
               "P2. %s Axillae clear." % (t["side"], r.choice(K.EPONYM_NEG[:5]))
    d.f("O/E: {exam}\n\n", c, exam=chap + exam)
    # imaging
    img_acc = w.accession("rad")
    if outcome == "normal":
        d.f("Imaging: Bilateral mammograms ({acc}) M1, ACR density B. US of symptomatic area U1.\n\n",
            c, acc=img_acc)
    elif outcome == "gynae":
        d.f("Imaging: US bilateral retroareolar regions ({acc}) - glandular tissue, no mass. "
            "Mammography not indicated.\n\n", c, acc=img_acc)
    else:
        d.f("Imaging ({acc}): 2-view mammography + DBT on {dev}: {m}, density {den}. Targeted US: "
            "{u} lesion {s} x {s2} mm, {desc}.\n\n", c, acc=img_acc, m=t["m"],
            dev=r.choice(K.DEVICE_NEG[3:7]), den=r.choice(["ACR B", "ACR C", "BI-RADS b", "BI-RADS c"]),
            u=t["u"] if outcome == "suspicious" else "U2", s=t["size"], s2=t["size2"],
            desc={"suspicious": "irregular, hypoechoic, spiculated margins, posterior shadowing",
                  "benign": "well-defined oval, parallel, wider-than-tall",
                  "cyst": "anechoic with posterior acoustic enhancement"}[outcome])
    if outcome == "suspicious":
        d.f("Procedure: US-guided core biopsy ({gauge}, {dev}) under 1% lidocaine, {n} cores, "
            "{clip} marker clip deployed; check mammogram satisfactory. Specimen {spec}. "
            "Pressure applied; steri-strips and Mepore.\n\n", c, gauge=r.choice(["14G", "14G", "12G"]),
            dev=r.choice(["Bard Max-Core", "Monopty", "EnCor"]), n=r.randint(2, 5),
            clip=r.choice(["HydroMARK", "UltraClip", "Tumark Vision"]), spec=w.accession("path"))
        d.f("I have explained to {pt_t} and {her} {nok_rel} that the appearances are concerning for a "
            "breast cancer. {She} has met {bcn}, Breast Care Nurse (direct line {bcn_tel}), who "
            "has given {him} written information. We will see {him} with the results on {rd}.\n\n",
            c, bcn_tel=w.phone(ext=r.random() < 0.5), rd=w.date(res_date, "wd_long" if w.cc != "US" else None))
    elif outcome in ("benign", "cyst", "normal"):
        d.f("I have reassured {pt_t}. Written information given, including our leaflet at {url}. "
            "{She} knows to contact the breast unit on {unit_tel} if anything changes.\n\n", c)
    else:
        d.f("I have reassured him. Please stop spironolactone if clinically appropriate; we will "
            "review with the blood results on {rd}.\n\n", c, rd=w.date(res_date))
    d.add("Yours sincerely,\n\n\n")
    d.frag(X.signature(w, w.cons, r.choice(["Consultant Oncoplastic Breast Surgeon",
                                            "Consultant Breast Surgeon",
                                            "Consultant Breast & General Surgeon"])))
    if r.random() < 0.5:
        d.f("\nSeen with: {reg} ({g})", c, g=r.choice(["ST6 General Surgery", "Breast Fellow",
                                                      "Specialty Registrar", "Clinical Fellow"]))
    d.add("\n\n")
    d.frag(X.cc_block(w, c))
    d.add("\n")
    d.frag(X.dictated(w, c))


def surveillance_letter(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    dx = w.days(-r.randint(400, 2300))
    op = dx + (w.days(r.randint(20, 45)) - w.today)
    yrs = (w.today - dx).days // 365
    site = (r.choice(PL.IMAGING_SITES), "HOSPITAL")
    mam = w.days(-r.randint(5, 25))
    nxt = w.today.replace(year=w.today.year + 1, day=1)
    endo = K.endocrine(r)
    if r.random() < 0.5:
        # letter to patient
        d.frag(X.letterhead(w, c, dept=r.choice(["Breast Surveillance Programme",
                                                  "Breast Follow-Up Service (PIFU)"])))
        d.f("\n\n{ld}\n\n{pt_tf}\n{pt_addr}\n\nDear {pt_t},\n\n", c, ld=w.date(w.today))
        d.f("{natid_l2}{mrn_l}: {mrn}\n\n", c, natid_l2=[c["natid_l"], ": ", c["natid"], "   "] if w.natid else "")
        d.f(r.choice([
            "I am pleased to let you know that your mammogram performed at {site} on {mam} showed no "
            "signs of cancer returning in either breast. ",
            "Your recent surveillance mammogram ({mam}, {site}) has been reviewed by {rad} and "
            "is normal (M1). ",
        ]), c, site=site, mam=w.date(mam))
        d.f("This is your year {n} check following your surgery in {opy}. Your next mammogram is due "
            "in {nx}; you will receive an appointment automatically. If you have not heard from us by "
            "then, please ring the surveillance office on {tel} ({hrs}).\n\n", c, n=yrs + 1,
            opy=w.date(op, "my"), nx=w.date(nxt, "my"), tel=w.phone(ext=r.random() < 0.4),
            hrs=r.choice(["Mon-Fri 9am-4pm", "weekdays 08:30-16:30", "answerphone out of hours"]))
        d.f("Under Patient Initiated Follow-Up (PIFU) you do not need routine clinic appointments. "
            "If you notice a new lump, skin change, nipple change, swelling in the armpit, or "
            "persistent bone pain, please contact your Breast Care Nurses directly on {pifu} or "
            "e-mail {unit_email}. More information: {url}\n\n", c, pifu=w.phone())
        if r.random() < 0.5:
            d.f("Please continue your {endo} as prescribed by {gp}. If you are having side effects "
                "such as joint aches or hot flushes, please let us know.\n\n", c, endo=endo.split(" (")[0])
        d.add("Yours sincerely\n\n")
        d.f("{sig}\nBreast Surveillance Co-ordinator, on behalf of {cons}\n\n", c,
            sig=r.choice([w.mdtc.full(), w.bcn.full()]))
        d.f("cc: {gp}, {practice}\n", c)
        d.frag(X.audit(w, c, who=w.mdtc))
        return
    # clinic letter to GP
    d.frag(X.letterhead(w, c))
    d.f("\n\nClinic date: {today}   Typed: {ty}\n\n{gp}\n{practice}\n{gp_addr}\n\nDear {gp_sur}\n\n",
        c, ty=w.date(w.days(r.randint(2, 9))))
    d.frag(X.banner(w, c, kind=r.choice([0, 2, 3])))
    d.f("\n\nDiagnosis: {Side} breast cancer diagnosed {dxd}\n"
        "  {op} on {opd}: pT{T}{sub} ({size} mm) {nodes} ({sn}), grade {g} {short}, {rec}\n"
        "  NPI {npi} (Nottingham Prognostic Index)\n"
        "Adjuvant: {rt}; {endo} from {endod}{chemo}\n\n", c,
        Side=t["Side"], dxd=w.date(dx, "my"), op=r.choice(["WLE + SLNB", "Mastectomy + SLNB",
                                                           "Therapeutic mammoplasty + SLNB",
                                                           "SSM + DIEP + SLNB"]),
        opd=w.date(op), T=t["T"][1], sub=t["sub"], size=t["size"], nodes=t["nodes"],
        sn=r.choice(["0/2 SLN", "0/3 SLN", "1/3 SLN (ITC)", "0/1 SLN"]), g=t["grade"], short=t["short"],
        rec=t["receptor"], npi=t["npi"], rt=K.rt(r), endo=endo, endod=w.date(op + (w.days(70) - w.today), "mony"),
        chemo=r.choice(["", "", "; completed " + K.systemic(r)]))
    d.f("I reviewed {pt_t} in the {yrs}-year follow-up clinic. {She} is {feel}. {side_fx} "
        "Annual mammogram {mam} ({site}): {mres}. On examination the {op_site} is {exam}; "
        "no axillary or supraclavicular lymphadenopathy, no hepatomegaly.\n\n", c, yrs=yrs,
        feel=r.choice(["well and has returned to work",
                       "generally well", "well apart from tiredness", "well and walking daily"]),
        side_fx=r.choice(["Arthralgia in the hands on endocrine therapy, tolerable.",
                          "Hot flushes improved on venlafaxine.",
                          "Mild lymphoedema of the %s arm (2 cm difference at 10 cm above the olecranon) - "
                          "under the lymphoedema team, wearing a class 1 sleeve." % t["side"],
                          "No new symptoms.", "Some vaginal dryness; using Replens."]),
        mam=w.date(mam), site=site, mres=r.choice(["M1 bilaterally", "post-surgical change only (M2)",
                                                   "stable fat necrosis at the scar (M2)"]),
        op_site=r.choice(["scar", "reconstructed breast", "chest wall"]),
        exam=r.choice(["well healed", "soft with no nodularity", "stable with expected post-RT changes"]))
    if r.random() < 0.6:
        d.f("DEXA on {dexd}: lumbar spine T-score {ts}, hip {th}. {bon}\n\n", c,
            dexd=w.date(w.days(-r.randint(20, 120))), ts="%.1f" % r.uniform(-3.0, 0.4),
            th="%.1f" % r.uniform(-2.6, 0.2), bon=r.choice([
                "Please continue Adcal-D3 and start alendronic acid 70 mg weekly.",
                "No treatment needed; repeat in 2 years.",
                "Zoledronic acid as per the adjuvant bisphosphonate protocol (6-monthly)."]))
    d.f("Plan:\n1. Continue {endo} to complete {n} years ({endy}).\n2. {mamplan}; next due {nx}.\n3. Discharged to PIFU; open access via the BCN team on {tel}.\n\n", c,
        endo=endo.split(" (")[0], n=r.choice([5, 5, 7, 10]),
        endy=(str(w.today.year + r.randint(1, 5)), "DATE"), mamplan=["Annual mammography until ", (str(dx.year + 5), "DATE")] if yrs < 5 else
        "Annual mammography for 5 years now complete - return to routine 3-yearly screening",
        nx=w.date(nxt, "mony"), tel=w.phone())
    if r.random() < 0.5:
        d.f("(Follow-up per {g}; PREDICT and NPI recalculated: {sc}.)\n\n", c,
            g=r.choice(["NICE NG101 (2018)", "ABS follow-up guidance (2019)", "EUSOMA quality indicators (2017)"]),
            sc=r.choice(["10-yr overall survival 86%", "no change", "benefit of extended therapy 2%"]))
    d.add("Kind regards\n\n")
    who = r.choice([w.cons, w.fellow, w.bcn])
    d.frag(X.signature(w, who, "Consultant Breast Surgeon" if who is w.cons else (
        "Breast Clinical Fellow" if who is w.fellow else "Advanced Nurse Practitioner, Breast"),
        kind="nurse" if who is w.bcn else "doctor"))
    d.add("\n\n")
    d.frag(X.cc_block(w, c, extra=[[c["onc"], ", Clinical Oncology, ", c["hosp2"]]]))
    d.add("\n")
    d.frag(X.dictated(w, c))
