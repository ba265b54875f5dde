"""Genres: stroke code note, neurology clinic letter, EEG report (author 194)."""
import clinical as K
import pools_places as PL


def g_stroke_code(c, b):
    r = c.r
    at, res = c.docs["attending"], c.docs["resident"]
    aff, spared = r.choice(K.STROKE_SIDES)
    hx = r.sample(K.PMH, r.randint(2, 4))
    lkw_t = c.set_clock(0, 20)
    t_emsn = c.tick(20, 150)
    t_arr = c.tick(8, 30)
    clk_arr = c.clk
    t_page = c.tick(0, 4)
    t_bed = c.tick(3, 9)
    t_nih = c.tick(1, 6)
    t_ct = c.tick(4, 12)
    head = r.choice(["CODE STROKE NOTE", "Stroke Code Consultation", "ACUTE STROKE TEAM NOTE",
                     "Code Stroke - Neurology Consult"])
    b.f("{h} - {hosp}\n", h=head, hosp=(c.hosp, "HOSPITAL"))
    b.f("Patient: {p}    {ml}: {mrn}    DOB: {dob}\n", p=c.P(r.choice(["LAST_FIRST", "last_first", "fml"])),
        ml=c.mrn_label, mrn=c.mrn(), dob=c.dob_piece())
    b.f("Encounter: {a}    Date of service: {d}    Location: ED {loc} {rm}\n", a=c.acct(),
        d=c.D_(c.date), loc=r.choice(["bay", "resus bay", "room"]), rm=c.room())
    b.f("ED arrival {t0}; stroke pager activated {t1}; neurology at bedside {t2}\n\n", t0=t_arr, t1=t_page,
        t2=t_bed)
    b.t("HPI:\n")
    hand = r.choice(["right", "right", "left"])
    opening = r.choice([
        [c.age_piece(), r.choice(["-year-old", " yo", " y/o", "-yr-old", "yo", "-y.o."]), " %s-handed %s" % (hand, c.sexw())],
        [c.age_piece(), c.pt.sex, ", %s-handed," % hand],
        ["%s-handed %s aged " % (hand.capitalize(), c.sexw()), c.age_piece(True)]])
    b.f("{op} with {hx} who presented with sudden {sym}. ", op=opening, hx=", ".join(hx),
        sym=r.choice(["%s face/arm/leg weakness and dysarthria" % aff,
                      "aphasia and %s hemiparesis" % aff, "%s gaze deviation and neglect" % spared,
                      "vertigo, diplopia and dysarthria", "%s hemisensory loss and slurred speech" % aff]))
    who = c.fam
    scene = r.choice(["at home", "in the garage", "at the breakfast table",
                      None, "in the parking lot of"])
    b.f("Last known well {t} on {d} per {his} {rel} {fam}", t=lkw_t,
        d=c.D_(c.date, r.choice([c.dstyle, "dow_md", "mon_d", "long_dow"])), his=c.his(),
        rel=who.role, fam=c.name(who))
    if scene is None:
        b.f(", who found {him} at {lm}. ", him="him" if c.pt.sex == "M" else "her",
            lm=(r.choice(PL.LANDMARKS), "LOCATION_OTHER"))
    elif scene.endswith("of"):
        b.f(", who found {him} slumped in the car {sc} {emp}. ", him="him" if c.pt.sex == "M" else "her",
            sc=scene, emp=(c.employer, "ORGANIZATION"))
    else:
        b.t(", who found %s %s. " % ("him" if c.pt.sex == "M" else "her", scene))
    b.f("BIBA from {city}; EMS LAMS {lams}, pre-notified at {t}. ",
        city=(c.city[0], "CITY"), lams=r.randint(1, 5), t=t_emsn)
    if c.retired:
        b.f("Retired {p}. ", p=(c.prof, "PROFESSION"))
    else:
        b.f("Works as {p}. ", p=c.a_prof(False))
    b.t(r.choice(["No recent surgery, GI bleed or head trauma. ",
                  "Denies anticoagulant use; last dose of apixaban unknown per family. ",
                  "No prior stroke. Not on anticoagulation. ",
                  "Had a similar 10 min episode 3 days ago that resolved. "]))
    b.t("\n\nAllergies: %s\nMeds: %s\n\n" % (r.choice(K.ALLERGIES),
                                           "; ".join(r.sample(K.ANTITHROMBOTIC[:3] + K.STATIN + K.BP_MEDS, 3))))
    b.f("Vitals on arrival: {v}\n\n", v=K.vitals_line(r, not c.us))
    items, total = K.nihss(r)
    b.f("NIHSS (examiner {ex}, {t}):\n", ex=c.D("resident", r.choice(["f_last", "full", "last"])),
        t=t_nih)
    for n, s in items:
        b.t("  %-28s %d\n" % (n, s))
    b.t("  %-28s %d\n\n" % ("TOTAL", total))
    occl = r.choice(K.VESSELS)
    b.t("Imaging (reviewed with neuroradiology):\n")
    b.f("  NCCT {t}: no ICH, ASPECTS {a}, hyperdense vessel sign {hv}.\n",
        t=t_ct, a=r.randint(6, 10), hv=r.choice(["present", "absent"]))
    lvo = r.random() < 0.7
    b.f("  CTA head/neck: {o}. CTP (RAPID): core {core} mL, Tmax>6s {pen} mL.\n",
        o=("occlusion of the " + occl) if lvo else "no LVO",
        core=r.randint(0, 45), pen=r.randint(20, 180))
    b.f("  Accession {acc}\n\n", acc=c.idnum("acc"))
    labs = K.labs_cbc_bmp(r, not c.us)
    b.t("Labs: " + ", ".join("%s %s" % x for x in labs[6:11]) + "\n\n")
    b.t("Assessment/Plan:\n")
    wt = r.randint(55, 118)
    if r.random() < 0.6:
        b.f("  - Acute ischemic stroke, {o}. Within window; no contraindications on checklist.\n"
            "  - {drug} given at {t} (door-to-needle {dtn} min), weight {wt} kg.\n",
            o=occl if lvo else "no LVO", drug=r.choice(["Tenecteplase 0.25 mg/kg IV bolus (%.1f mg)" % (wt * 0.25),
                                   "Alteplase 0.9 mg/kg (%.1f mg total, 10%% bolus)" % (wt * 0.9)]),
            t=c.tick(8, 25), dtn=c.clk - clk_arr, wt=wt)
    else:
        b.t("  - Thrombolysis not given: %s.\n" % r.choice(
            ["outside window", "rapidly improving symptoms", "on apixaban with last dose <48 h",
             "INR 2.8", "NIHSS 1 non-disabling"]))
    b.f("  - {evt} with Dr. {ni} (neurointerventional), pager {pg}.\n",
        evt=r.choice(["EVT discussed and accepted", "Transfer for EVT discussed"]) if lvo
        else "No target for EVT; discussed",
        ni=(c.docs["surgeon"].last, "DOCTOR"), pg=c.pager())
    b.t("  - BP goal <180/105 post-lysis; neuro checks q15min x2h, then q30min x6h.\n")
    b.t("  - NPO until bedside swallow screen; HOB 30 degrees; repeat CT at 24 h.\n")
    b.f("  - Admit to {u}, bed {bed}.\n", u=(c.unit, "HOSPITAL"), bed=c.bed())
    b.f("  - Discussed risks/benefits with {rel} {fam} ({ph}), who agrees with plan.\n\n",
        rel=c.fam.role, fam=c.name(c.fam, r.choice(["full", "first", "title_last"])),
        ph=c.phone(cell=True))
    if r.random() < 0.5 and c.us:
        b.f("Insurance: {ins}  {hl}: {hp}\n", ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"),
            hl=c.hp_label(), hp=c.hp())
    elif not c.us:
        b.f("{hl}: {hp}\n", hl=c.hp_label(), hp=c.hp())
    b.f("Seen and examined with {res}. {att}\n", res=c.name(res, r.choice(["full_cred", "title_last"])),
        att=r.choice(["Total critical care time 42 min.", "Attending attestation to follow.",
                      "I personally reviewed the imaging."]))
    b.f("Electronically signed: {a}  {d} {t}\n", a=c.name(at, r.choice(["full_cred", "fml_cred", "LAST_FIRST"])),
        d=c.D_(c.date if c.clk < 24 * 60 - 120 else c.later(1), r.choice(["us", "iso", "dmy_abbr"])),
        t=c.tick(60, 110))


LETTER_TOPICS = {
    "headache": ("chronic daily headache",
                 "Headaches began in {mon} and are now present 20 of 30 days, bifrontal and pressing, with "
                 "photophobia on the worst days. She/he uses ibuprofen 400 mg on roughly 16 days per month. No "
                 "visual obscurations or positional component.",
                 "Fundi show sharp disc margins bilaterally. Cranial nerves II-XII intact. Power 5/5 throughout, "
                 "reflexes 2+ and symmetric, plantars flexor. Gait normal.",
                 "Chronic migraine with medication-overuse headache. Plan: withdraw NSAID, start amitriptyline "
                 "10 mg qHS titrating by 10 mg weekly to 30 mg, headache diary. Consider CGRP monoclonal antibody "
                 "if fewer than 50% reduction at 3 months."),
    "parkinsonism": ("tremor and slowness",
                     "Right-hand rest tremor noticed by family around {mon}, followed by smaller handwriting and "
                     "reduced arm swing. Constipation for years and REM sleep behaviour (acts out dreams).",
                     "Hypomimia. Rest tremor R hand 2/4 with re-emergence on posture. Rigidity R>L with activation. "
                     "Finger taps decrement on the R. Gait: reduced R arm swing, turns en bloc in 4 steps. "
                     "Pull test: 1 step recovery. MoCA 27/30.",
                     "Probable Parkinson's disease, MDS-UPDRS III 24. Start carbidopa/levodopa 25/100 1/2 tab TID "
                     "with meals, titrate to 1 tab TID over 3 weeks. Physiotherapy referral (LSVT BIG)."),
    "tia": ("transient aphasia",
            "A 15-minute episode of word-finding difficulty and R hand clumsiness, fully resolved. ABCD2 score 4. "
            "Carotid Doppler shows 60-69% L ICA stenosis; Holter 14-day without AF.",
            "NIHSS 0. No carotid bruit. Cranial nerves normal, no pronator drift, fine finger movements intact.",
            "Left hemispheric TIA with moderate symptomatic L ICA stenosis. Continue ASA 81 mg and clopidogrel "
            "75 mg for 21 days then ASA alone; atorvastatin increased to 80 mg. Vascular surgery referral for CEA "
            "evaluation; target LDL < 1.8 mmol/L (70 mg/dL)."),
    "neuropathy": ("numb feet",
                   "Progressive numbness and burning of both feet over two years, now to mid-shin, with unsteadiness "
                   "in the dark. HbA1c 8.1%. No weakness. B12 low-normal at 210 pmol/L.",
                   "Stocking loss to pinprick to mid-shin, vibration absent at the toes, reduced at the ankles. "
                   "Ankle jerks absent, knee jerks 1+. Romberg positive. Power full.",
                   "Length-dependent sensorimotor axonal polyneuropathy, likely diabetic with possible B12 "
                   "contribution. NCS/EMG requested. B12 1000 mcg IM monthly. Duloxetine 30 mg daily for pain."),
    "memory": ("memory concerns",
               "Family report 18 months of repetitive questions, missed bills and getting lost once while "
               "driving a familiar route. ADLs preserved; some IADLs now supported.",
               "MoCA 19/30 (lost points on delayed recall 0/5, clock, trails). Mild bilateral action tremor. No "
               "parkinsonism. Gait normal speed.",
               "Mild cognitive impairment vs early Alzheimer's dementia. MRI brain and bloods (B12, TSH, "
               "RPR) ordered. Driving safety discussed; formal assessment recommended. Start donepezil 5 mg qHS "
               "if MRI unremarkable."),
    "seizure": ("first unprovoked seizure",
                "A witnessed generalized tonic-clonic seizure lasting about 2 minutes with tongue biting and "
                "post-ictal confusion for 30 minutes. No provoking factors. Two prior episodes of deja vu "
                "followed by a rising epigastric sensation.",
                "Normal neurological examination. No tongue laceration at present.",
                "Probable focal epilepsy (likely temporal) with focal-to-bilateral tonic-clonic seizure. "
                "Start levetiracetam 500 mg BID, increasing to 750 mg BID after 2 weeks. Seizure precautions "
                "and driving restriction explained. EEG and epilepsy-protocol MRI ordered."),
}


def g_clinic_letter(c, b):
    r = c.r
    at, pcp = c.docs["attending"], c.docs["pcp"]
    allowed = {"memory": 52, "parkinsonism": 45, "tia": 38, "neuropathy": 30}
    key = r.choice([k for k in sorted(LETTER_TOPICS) if c.age >= allowed.get(k, 0)])
    topic, hist, exam, plan = LETTER_TOPICS[key]
    b.f("{hosp}\n", hosp=(c.hosp, "HOSPITAL"))
    b.t(r.choice(["Division of Neurology\n", "Department of Neurology\n", "Neurology Outpatient Clinic\n",
                  "Cognitive and Movement Disorders Clinic\n"]))
    b.add(c.site_addr())
    b.f("\nTel {ph}  |  Fax {fx}\n\n", ph=c.phone(ext=r.random() < 0.4), fx=c.fax())
    b.f("{d}\n\n", d=c.D_(c.later(r.randint(1, 9)), r.choice(["long", "dmy_long", "mdy_abbr", c.dstyle])))
    b.f("{pcp}\n{clinic}\n", pcp=c.name(pcp, r.choice(["title_full", "full_cred"])),
        clinic=(c.clinic, "HOSPITAL"))
    b.add(c.addr(street=c.street().split(",")[0], city=c.city, zipc=c.postal(), one_line=False))
    b.f("\nFax: {fx}\n\n", fx=c.fax())
    b.f("RE: {p}\nDOB: {dob}    {hl}: {hp}    {ml}: {mrn}\n\n",
        p=c.P(r.choice(["full", "fml", "LAST_FIRST"])), dob=c.dob_piece(), hl=c.hp_label(), hp=c.hp(),
        ml=c.mrn_label, mrn=c.mrn())
    b.f("Dear Dr. {l},\n\n", l=(pcp.last, "DOCTOR"))
    words = r.random() < 0.3
    b.f("Thank you for asking me to see {p}, {an} {age}-year-old {pr}, regarding {topic}. I saw {him} in "
        "clinic on {d}{acc}.\n\n",
        p=c.P(r.choice(["title_last", "full", "first"])), an=c.art_age(words), age=c.age_piece(words),
        pr=["retired ", (c.prof, "PROFESSION")] if c.retired else (c.prof, "PROFESSION"),
        topic=topic, him="him" if c.pt.sex == "M" else "her", d=c.D_(c.date),
        acc=r.choice(["", [" accompanied by ", c.his(), " ", c.fam.role, " ", c.name(c.fam)]]))
    b.t("History: ")
    hist = hist.replace("She/he", c.he().capitalize())
    pre, _, post = hist.partition("{mon}")
    b.t(pre)
    if _:
        b.add(c.D_(c.ago(r.randint(60, 500)), r.choice(["month_year", "mon_year", "month_d"])))
        b.t(post)
    if r.random() < 0.45:
        b.f(" {He} dates the change to around {hol}.", He=c.he().capitalize(),
            hol=(r.choice(["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Labor Day" if c.us else
                           "Canada Day", "Halloween", "Victoria Day" if not c.us else "Memorial Day"]), "DATE"))
    b.t("\n\nPast history: %s.\nMedications: %s.\nAllergies: %s.\n" % (
        ", ".join(r.sample(K.PMH, 3)), "; ".join(r.sample(K.OTHER_MEDS + K.BP_MEDS, 3)),
        r.choice(K.ALLERGIES)))
    fh = r.randrange(4)
    if fh == 0:
        b.f("Family history: father died at {a} of a stroke; mother alive at {m} with dementia.\n\n",
            a=(str(r.randint(48, 79)), "AGE"), m=(str(c.age + r.randint(20, 32)), "AGE")
            if c.age < 68 else (str(r.randint(88, 101)), "AGE"))
    elif fh == 1:
        b.f("Family history: sister ({a}) has epilepsy; no other neurological disease.\n\n",
            a=(str(max(18, c.age + r.randint(-9, 9))), "AGE"))
    elif fh == 2:
        b.f("Family history: mother had Parkinson's disease diagnosed at age {a}.\n\n",
            a=(str(r.randint(55, 78)), "AGE"))
    else:
        b.t("Family history: non-contributory.\n\n")
    b.t("Social: ")
    liv = r.randrange(3)
    if liv == 0:
        b.f("Lives with {his} {rel}, {fam}, in a bungalow in {city}. ", his=c.his(), rel=c.fam.role,
            fam=c.name(c.fam, "full"), city=(c.city[0], "CITY"))
    elif liv == 1:
        b.f("Lives alone in an apartment in {city}; {his} {rel} {fam} ({fage}) checks in daily. ",
            city=(c.city[0], "CITY"), his=c.his(), rel=c.fam2.role, fam=c.name(c.fam2, "first"),
            fage=(str(c.rel_age(c.fam2.role)), "AGE"))
    else:
        b.f("Born in {co}; moved to {city} in {yr}. ", co=(c.origin, "COUNTRY"),
            city=(c.city[0], "CITY"), yr=c.D_(c.ago(r.randint(3000, 15000)), "year"))
    if not c.retired:
        b.f("Works at {emp}. ", emp=(c.employer, "ORGANIZATION"))
    sm = r.randrange(4)
    if sm == 1:
        b.f("Ex-smoker (quit {y}). No alcohol.", y=c.D_(c.ago(r.randint(400, 9000)), r.choice(["year", "year", "mon_year"])))
    else:
        b.t(["Non-smoker, 2-3 drinks per week.", "", "Smokes 1/2 ppd. Occasional cannabis.",
             "No tobacco, alcohol or drug use."][sm])
    b.f("\n\nExamination: BP {bp}, HR {hr}. {ex}\n\n", bp=K.vitals(r)["bp"], hr=r.randint(55, 95), ex=exam)
    b.f("Impression and plan: {pl}\n\n", pl=plan)
    b.f("I have arranged follow-up in {when}. {he} can reach our nurse, {nurse}, at {ph} "
        "or through the patient portal ({url}).\n\n",
        when=r.choice([["the week of ", c.D_(c.later_biz(r.randint(40, 120)), "month_d")],
                       c.D_(c.later(r.randint(60, 200)), "month_year"), "3 months", "6 months"]),
        he=c.he().capitalize(), nurse=c.D("nurse", r.choice(["full_cred", "full", "first"])),
        ph=c.phone(ext=True), url=c.url())
    b.t(r.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "With thanks,\n\n", "Sincerely,\n\n"]))
    lic = c.lic()
    b.f("{at}\n{ll}: {lic}\n", at=c.name(at, r.choice(["full_cred", "fml_cred", "title_full"])),
        ll=lic[0], lic=lic[1])
    b.f("Email: {em}\n\n", em=c.email(at))
    b.f("cc: {p}, ", p=c.P("full"))
    b.add(c.addr())
    b.t("\n")
    tr = c.docs["transcriptionist"]
    b.f("D: {d1}  T: {d2}  {ai}/{ti}\n", d1=c.D_(c.date, "us_short" if c.us else "iso"),
        d2=c.D_(c.later(r.randint(1, 3)), "us_short" if c.us else "iso"),
        ai=(at.first[0] + at.last[0], "DOCTOR"), ti=c.name(tr, "lower_initials"))


EEG_SYSTEMS = ["Natus Quantum", "Nihon Kohden EEG-1200", "Natus XLTEK EMU40EX", "Compumedics Grael",
               "Cadwell Arc"]


def g_eeg_report(c, b):
    r = c.r
    kind = r.choice(["Routine EEG", "Sleep-deprived EEG", "Portable bedside EEG",
                     "Continuous video-EEG (24 h)", "Ambulatory EEG (72 h)"])
    b.f("{hosp} - Clinical Neurophysiology Laboratory\n", hosp=(c.hosp, "HOSPITAL"))
    b.t("ELECTROENCEPHALOGRAM REPORT\n\n")
    b.f("Name: {p}\n{ml}: {mrn}   DOB: {dob}   Age: {age}   Sex: {sx}\n",
        p=c.P(r.choice(["LAST_FIRST", "last_first", "fml"])), ml=c.mrn_label, mrn=c.mrn(),
        dob=c.dob_piece(), age=c.age_piece(), sx=c.pt.sex)
    loc = r.randrange(3)
    b.f("EEG #: {e}   Study type: {k}   Date of study: {d}\n", e=c.eeg_no, k=kind,
        d=c.D_(c.date))
    if loc == 0:
        b.f("Location: Neuro ICU room {rm}\n", rm=c.room())
    elif loc == 1:
        b.f("Location: {u}, bed {bd}\n", u=(c.unit, "HOSPITAL"), bd=c.bed())
    else:
        b.t("Location: Outpatient EEG laboratory\n")
    b.f("Referring: {ref}   Technologist: {tech}\n",
        ref=c.D("referrer", r.choice(["title_last", "full_cred", "title_full"])),
        tech=c.D("tech", r.choice(["full_cred", "full", "first_initial"])))
    sysn = r.choice(EEG_SYSTEMS)
    b.f("Equipment: {s}, amplifier S/N {sn}; acquisition station {ip}\n\n", s=sysn,
        sn=c.device("eeg"), ip=c.ip())
    b.t("CLINICAL HISTORY: ")
    b.f("{age}-year-old {sx} with {why}. ", age=c.age_piece(), sx=c.sexw(),
        why=r.choice(["two episodes of staring and lip smacking", "new-onset generalized convulsion",
                      "fluctuating mental status after cardiac arrest", "recurrent syncope vs seizure",
                      "persistent encephalopathy post craniotomy", "breakthrough seizures on two ASMs",
                      "episodes of R arm jerking", "confusion following a fall"]))
    if r.random() < 0.5:
        b.f("Last event {d} per {rel}. ", d=c.D_(c.ago(r.randint(1, 20)), r.choice(["dow", "mon_d", "md"])),
            rel=[c.fam.role, " ", c.name(c.fam, r.choice(["first", "full"]))])
    b.t("\nMEDICATIONS: %s.\n\n" % "; ".join(r.sample(K.ASM, r.randint(1, 3))))
    b.t("TECHNIQUE: Digital EEG recorded with 21 scalp electrodes placed per the International 10-20 "
        "system, plus EKG and%s. Recording reviewed in bipolar and referential montages. " %
        r.choice(["", " video", " T1/T2 electrodes", " eye leads"]))
    b.t(r.choice(["Hyperventilation x3 min and photic stimulation 1-30 Hz were performed. ",
                  "Activation procedures were not performed given clinical status. ",
                  "Photic stimulation performed; hyperventilation deferred (recent stroke). "]))
    b.t("\n\nDESCRIPTION: The background shows %s. " % r.choice(K.EEG_BG))
    b.t(r.choice(["Stage N2 sleep with symmetric spindles and K-complexes was recorded. ",
                  "Only drowsiness was captured. ", "No normal sleep architecture is seen. "]))
    find = r.sample(K.EEG_FIND, r.randint(1, 2))
    if "no epileptiform discharges" in find:
        find = ["no epileptiform discharges"]
    b.t("There are %s. " % " and ".join(find))
    if r.random() < 0.4:
        b.f("A push-button event at {t} on {d} ({desc}) had no EEG correlate.",
            t=c.time(), d=c.D_(c.date, r.choice(["md", "mon_d", "dow_md"])),
            desc=r.choice(["patient reported dizziness", "family noted staring", "R hand tingling"]))
    b.t("\n\nIMPRESSION: %s EEG. " % ("Normal" if find == ["no epileptiform discharges"] else "Abnormal"))
    b.t(r.choice(["Findings indicate a potentially epileptogenic focus; no seizures were recorded.",
                  "Findings are consistent with a moderate diffuse encephalopathy, non-specific as to etiology.",
                  "No electrographic seizures. Clinical correlation advised.",
                  "Findings are consistent with a generalized epilepsy.",
                  "Focal cerebral dysfunction in the region described."]))
    b.t("\n\n")
    if r.random() < 0.5:
        b.f("Preliminary read called to {who} at {t} on {d}.\n", who=c.D("resident", "title_last"),
            t=c.time(), d=c.D_(c.date, "md"))
    ep = c.docs["attending"]
    b.f("Reviewed in {sw} by user {u}\n", sw=r.choice(["Persyst 14", "NeuroWorks", "the EEG reader"]),
        u=c.username(ep))
    b.f("Electroencephalographer: {n}\n", n=c.name(ep, r.choice(["full_cred", "fml_cred", "title_full"])))
    b.f("Signed {d} {t}\n", d=c.D_(c.later(r.randint(0, 2))), t=c.time())
    if r.random() < 0.4:
        b.f("cc: {ref}, {cl} (fax {fx})\n", ref=c.D("referrer", "title_last"),
            cl=(c.clinic, "HOSPITAL"), fx=c.fax())
