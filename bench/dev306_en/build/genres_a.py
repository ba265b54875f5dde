"""Genres: candidacy assessment, audiogram/speech report, operation note, switch-on/mapping."""
from common import Note, P, join, tm
import world
from kit import G


def candidacy(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    if rng.random() < 0.6:
        n.put(world.letterhead(rng, x, fax=rng.random() < 0.7, web=rng.random() < 0.5)).t("\n")
    n.t(rng.choice(["COCHLEAR IMPLANT CANDIDACY ASSESSMENT\n", "Adult Cochlear Implant Assessment - Summary Report\n",
                    "CI CANDIDACY EVALUATION\n"]))
    n.t("=" * rng.randint(20, 40) + "\n")
    n.put(world.pt_block(rng, x, ["name", "dob", "mrn", "hp", "addr"] + (["ssn"] if c in ("US", "CA") and rng.random() < 0.8 else [])))
    d1, d2 = rng.randint(-60, -30), rng.randint(-25, -3)
    n.f("Assessment dates: {a} and {b}\n", a=g.date(d1, "num"), b=g.date(d2, "text"))
    n.f("Referred by: {gp}, {prac} ({ref} {no})\n", gp=g.dr(x.gp), prac=g.H(x.gp_prac),
        ref="e-RS UBRN" if c == "UK" else rng.choice(["referral no.", "eReferral #"]), no=P(world.idnum(rng, "ubrn"), "IDNUM"))
    n.f("Audiologist: {a}, {role}\n\n", a=g.doc(x.aud1, "full"),
        role=rng.choice({"UK": ["Clinical Scientist (Audiology)", "Principal Audiologist", "Senior Audiologist"],
                         "US": ["AuD, CCC-A", "AuD, FAAA", "Clinical Audiologist"],
                         "AU": ["MAudSA (CCP)", "Senior Audiologist"], "NZ": ["MNZAS", "Senior Audiologist"],
                         "CA": ["Reg. CASLPO", "Aud(C)", "Audiologist"]}[c]))
    n.t("HISTORY\n")
    onset = rng.randint(8, max(9, x.age - 5))
    n.f("{who}, {age}, was referred with {et}. Hearing difficulties first noticed at age {on}; "
        "hearing aids since {yr}. ", who=g.ref(), age=g.age(), et=g.etiology(), on=g.agen(onset),
        yr=g.year(rng.randint(3, 25)))
    n.f("Currently wears bilateral {ha}, fitted at {hac} in {fit}. Reports using them {h} hours/day but "
        "relies heavily on lipreading; cannot use the telephone without captions.\n",
        ha=g.ha, hac=g.H(x.ha_clinic), fit=g.date(-rng.randint(200, 900), "month"), h=rng.randint(8, 15))
    if x.working:
        n.f("Works as {job} at {emp}; {his} manager {mgr} has been supportive but meetings are now impossible.\n",
            job=g.ajob(), emp=g.O(x.employer), his=g.his(), mgr=g.fam(2, "full"))
    else:
        n.f("Retired {job}. Lives with {his} {rel}, {f} ({fa}), in {city}.\n", job=g.job(), his=g.his(), rel=x.rel,
            f=g.fam(), fa=P(str(x.fam_age), "AGE"), city=P(x.addr.city, "CITY"))
    n.f("Born in {bc}; English is {his} {lang} language. Tinnitus: {tin}. Vertigo: {vert}. "
        "No history of meningitis. Family history: {fh}.\n\n",
        bc=P(x.birth_country.replace("the ", ""), "COUNTRY") if not x.birth_country.startswith("the ") else ["the ", P(x.birth_country[4:], "COUNTRY")],
        his=g.his(), lang=rng.choice(["first", "second"]),
        tin=rng.choice(["intermittent, bilateral, not troublesome", "constant L>R, THI 42", "none"]),
        vert=rng.choice(["none", "episodic, last episode 2 years ago", "imbalance in the dark"]),
        fh=rng.choice(["mother and maternal uncle hearing aid users", "nil known", "brother has Usher syndrome"]))
    n.f("AUDIOMETRY ({d}, Booth {b})\n", d=g.date(d1, "num"), b=g.L(x.booth))
    n.t(g.audio_table(True))
    n.t(g.tymp() + "\n\n")
    n.t("SPEECH PERCEPTION\n" + g.speech(True) + "\n" + g.speech(False) + "\n\n")
    n.f("IMAGING\nMRI IAMs ({d}): normal VIIIth nerves bilaterally, no retrocochlear lesion. "
        "CT temporal bones: cochleae patent, no otospongiosis. Report ref {acc}.\n\n",
        d=g.date(d1 + rng.randint(3, 20), "text"), acc=P(world.idnum(rng, "acc"), "IDNUM"))
    n.f("OTHER ASSESSMENTS\nVestibular (vHIT): gains R {gr} / L {gl}; cVEMP absent {ear}. Psychology screen with {ps}: {sc}.\n\n",
        gr=round(rng.uniform(0.7, 1.0), 2), gl=round(rng.uniform(0.7, 1.0), 2), ear=x.ear,
        ps=g.dr(x.psych), sc=g.scores(2))
    n.t("CANDIDACY\n")
    if c == "UK":
        n.t("Meets NICE TA566 criteria (>= 80 dB HL at two or more of 500 Hz-4 kHz bilaterally; BKB < 50% at 70 dB SPL).\n")
    elif c == "US":
        n.t("Meets FDA-labelled and CMS criteria (best-aided sentence recognition <= 60%).\n")
    else:
        n.t("Meets programme criteria for unilateral implantation (best-aided open-set sentence score < 60%).\n")
    n.f("Recommendation: {ear} cochlear implant ({m}, {sp} sound processor). Discussed risks incl. facial nerve "
        "injury (<1%), taste disturbance, vestibular upset, device failure, loss of residual hearing, meningitis "
        "vaccination (PCV13/PPV23). {fam} attended and asked about MRI compatibility.\n",
        ear=x.ear.capitalize(), m=g.model[0], sp=g.model[1], fam=[x.rel.capitalize() + " ", g.fam()])
    n.f("Listed for MDT on {d}; surgeon {s}.\n\n", d=g.date(rng.randint(5, 20), "weekday"), s=g.dr(x.dr_surgeon, True))
    n.put(world.sig_frag(rng, x, x.aud1, rng.choice(["Clinical Scientist", "Audiologist", "AuD"]), x.aud_lic if rng.random() < 0.6 else None))
    n.f("\ncc: {gp}, {prac}, {a}\n", gp=g.dr(x.gp), prac=g.H(x.gp_prac), a=x.gp_addr.frag(rng))
    return n


def audiogram(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    head = rng.choice(["AUDIOLOGICAL ASSESSMENT REPORT", "Audiogram and Speech Perception Results",
                       "DIAGNOSTIC AUDIOLOGY - PURE TONE & SPEECH", "Hearing Assessment Report"])
    n.t(head + "\n")
    n.f("{h} - Audiology, {b}, Room {r}\n", h=g.H(x.hosp), b=g.L(x.building), r=g.L(x.room))
    n.f("Test date: {d}   Time: {t}   Booth: {b}   Accession: {acc}\n", d=g.date(0), t=tm(rng), b=g.L(x.booth),
        acc=P(world.idnum(rng, "acc"), "IDNUM"))
    n.put(world.pt_block(rng, x, ["name", "dob", "mrn"] + (["acct"] if rng.random() < 0.5 else [])))
    n.f("Requested by: {r}   Tested by: {t}\n", r=g.dr(x.dr_surgeon, True), t=g.doc(x.aud2, rng.choice(["full", "init_last"])))
    n.t(f"Equipment: {rng.choice(['GSI AudioStar Pro', 'Interacoustics AC40', 'Madsen Astera2', 'Interacoustics Equinox'])}, "
        f"{rng.choice(['TDH-39 headphones', 'ER-3A insert phones', 'HDA 300 headphones'])}; calibrated {rng.choice(['within 12 months', 'per ISO 389'])}.\n\n")
    n.f("Reason for test: {r}. Reliability: {rel}.\n\n",
        r=rng.choice(["pre-CI candidacy review", "annual monitoring, bimodal user", "deterioration in aided benefit",
                      "post-op residual hearing check", "sudden drop in hearing right ear 3/52 ago"]),
        rel=rng.choice(["good", "fair - slow responses", "good; patient alert and cooperative"]))
    n.t("PURE TONE AUDIOMETRY (dB HL)\n")
    n.t(g.audio_table(rng.random() < 0.7))
    n.t(g.tymp() + "\n\n")
    n.t("SPEECH PERCEPTION\n")
    n.t("- " + g.speech(True) + "\n")
    if rng.random() < 0.6:
        n.t("- " + g.speech(True, post=True) + "\n")
    n.f("- Previous ({pd}): {prev}\n\n", pd=g.date(-rng.randint(180, 700), rng.choice(["month", "num"])), prev=g.speech(True))
    n.f("Interpretation: {s}. Compared with results from {yr}, {cmp}.\n",
        s=rng.choice(["Bilateral severe-to-profound sensorineural hearing loss", "Asymmetric SNHL, profound on the right",
                      "Moderately-severe sloping to profound SNHL bilaterally", "Mild-to-moderate SNHL with good discrimination"]),
        yr=g.year(rng.randint(1, 4)), cmp=rng.choice(["thresholds have deteriorated by 10-15 dB at 1-2 kHz",
                                                      "thresholds are stable (+/- 5 dB)", "word scores have fallen by 20%"]))
    n.t("Codes: " + {"US": "CPT 92557, 92567, 92626; ICD-10-CM H90.3", "UK": "ICD-10 H90.3", "CA": "ICD-10-CA H90.3",
                     "AU": "ICD-10-AM H90.3, MBS 82300", "NZ": "ICD-10-AM H90.3"}[c] + "\n")
    n.f("Results discussed with {p}{acc}.\n", p=g.ref(),
        acc=rng.choice(["", [" and {0}".format(x.rel) + " ", g.fam()]]))
    if rng.random() < 0.5:
        n.f("Copy to GP {gp} (fax {fx}) and to {hac}.\n", gp=g.dr(x.gp), fx=P(x.gp_fax, "FAX"), hac=g.H(x.ha_clinic))
    n.t("\n")
    n.put(world.sig_frag(rng, x, x.aud2, rng.choice(["Audiologist", "Clinical Physiologist", "Au.D.", "Audiometrist"]),
                         x.aud_lic if rng.random() < 0.5 else None))
    n.t("\n")
    n.put(world.footer(rng, x, x.aud2))
    return n


def opnote(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.t(rng.choice(["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Operation Record - Cochlear Implantation\n"]))
    n.f("{h}, Theatre {th}\n", h=g.H(x.hosp), th=g.L(str(rng.randint(1, 12))))
    n.put(world.pt_block(rng, x, ["name", "dob", "mrn"] + (["acct"] if c == "US" else [])))
    n.f("Date of surgery: {d}   Case no: {cn}\n", d=g.date(0, rng.choice(["num", "weekday", "text"])),
        cn=P(f"TH-{x.visit.year}-{rng.randint(10000, 99999)}", "IDNUM"))
    n.f("Surgeon: {s} ({l})\nAssistant: {a}\nAnaesthetist: {an}\nScrub: {sc}\n",
        s=g.doc(x.dr_surgeon, "full"), l=g.lic("sur"), a=g.dr(x.dr_reg), an=g.dr(x.anaes), sc=g.doc(x.nurse, rng.choice(["full", "first_init"])))
    n.f("Anaesthetic: GA, TIVA (propofol/remifentanil), no muscle relaxant after induction for facial nerve monitoring (NIM 3.0).\n"
        "Antibiotic: cefuroxime 1.5 g IV; dexamethasone 8 mg IV.\n\n"
        "Procedure: {ear} cochlear implantation ({m})\n"
        "Indication: bilateral severe-profound SNHL ({et}); {age}.\n\n",
        ear=x.ear.capitalize(), m=g.model[0], et=g.etiology(), age=g.age())
    n.t("Findings / procedure:\n")
    nel = {"Cochlear": "all 22", "AB": "all 16", "MEDEL": "all 12"}[g.model[3]]
    steps = [
        rng.choice([f"Supine, head turned, {x.ear} ear prepped and draped. Facial nerve electrodes placed, stimulus check OK.",
                    f"Positioned supine with head ring; {x.ear} post-auricular area shaved, prepped with aqueous chlorhexidine. NIM electrodes to orbicularis oris/oculi, tap test OK."]),
        rng.choice(["Post-auricular incision, Palva flap raised. Subperiosteal pocket fashioned for receiver-stimulator; template used.",
                    "Lazy-S incision; anteriorly based musculoperiosteal flap. Tight subperiosteal pocket at 45 degrees to Frankfort line; no bony well drilled.",
                    "Minimal-access incision (4 cm). Pocket created posterosuperiorly, template confirmed clearance from pinna."]),
        rng.choice(["Cortical mastoidectomy; posterior tympanotomy with facial recess opened; chorda tympani preserved.",
                    "Limited cortical mastoidectomy, short process of incus identified; facial recess opened, chorda sacrificed (narrow recess).",
                    "Well-pneumatised mastoid. Posterior tympanotomy; stapedius tendon and RW niche seen well."]),
        rng.choice(["Round window membrane visualised after drilling niche overhang; RW approach.",
                    "Extended round window approach; small anterior-inferior cochleostomy was not required.",
                    "Cochleostomy anterior-inferior to RW due to obliterated niche (otosclerotic)."]),
        f"Electrode array inserted slowly (approx {rng.randint(45, 90)} s) to full insertion, {nel} electrodes intracochlear" +
        rng.choice([".", "; Healon on the RW.", "; ECochG monitoring stable during insertion.", "; one reference electrode extracochlear as designed."]),
        rng.choice(["RW sealed with fascia / periosteum. Lead secured in fixation groove.",
                    "Soft tissue packed around array at RW; lead coiled in mastoid cavity under the cortical overhang."]),
        f"Device SN {'{sn}'} seated in pocket, flap closed in layers with {rng.choice(['3-0 Vicryl and skin glue', '2-0 Vicryl, 4-0 Monocryl subcuticular', 'Vicryl Rapide and Steri-Strips'])}.",
        "Intra-op telemetry: " + g.impedance(),
        rng.choice([f"Intraoperative X-ray (Stenvers view): satisfactory position, no tip fold-over. EBL {rng.randint(10, 60)} ml.",
                    f"Cone-beam CT in theatre: full insertion, no tip fold-over. EBL minimal (<{rng.choice([20, 30, 50])} ml)."]),
    ]
    for i, s in enumerate(steps, 1):
        if "{sn}" in s:
            a, b = s.split("{sn}")
            n.f(f"{i}. {{a}}{{sn}}{{b}}\n", a=a, sn=P(x.imp_sn, "DEVICE"), b=b)
        else:
            n.t(f"{i}. {s}\n")
    n.f("\nImplant: {m}, serial {sn}. Spare/backup device not opened.\n",
        m=g.model[0], sn=P(x.imp_sn, "DEVICE"))
    n.f("Post-op: mastoid dressing 24 h, {d1}. Discharge planned {dd} if no vertigo/facial weakness. "
        "House-Brackmann I at end of case.\nActivation booked for {so} with {aud}.\n",
        d1=g.meds(1, "periop")[0], dd=rng.choice(["same day", "tomorrow", "POD 1"]),
        so=g.date(rng.randint(14, 35), rng.choice(["text", "weekday"])), aud=g.doc(x.aud1, "full"))
    n.f("Patient admitted to {w}, bed {b}.\n\n", w=g.H(x.ward), b=g.L(x.bed))
    n.f("Signed: {s}{t}\n", s=g.doc(x.dr_surgeon, rng.choice(["full", "init_last"])),
        t=rng.choice({"UK": [", Consultant ENT Surgeon", " FRCS (ORL-HNS)", ", Consultant Otologist"],
                      "US": [", MD, Neurotology", ", MD, FACS", ", Otology/Neurotology"],
                      "AU": [" FRACS", ", Otolaryngologist"], "NZ": [" FRACS", ", ORL-HNS Consultant"],
                      "CA": [", MD, FRCSC", ", Otologist"]}[c]))
    n.f("Codes: {cd}\n", cd={"UK": "OPCS-4 D24.1; ICD-10 H90.3", "US": "CPT 69930; ICD-10-CM H90.3", "AU": "MBS 41617; ICD-10-AM H90.3",
                             "CA": "ICD-10-CA H90.3; CCI 1.DM.53", "NZ": "ICD-10-AM H90.3"}[c])
    if rng.random() < 0.5:
        n.f("Dictated {t}; typed by {ty}\n", t=tm(rng), ty=g.doc(x.sec, "lower_init"))
    n.f("cc: {gp}, {prac}; {ci} (fax {fx})\n", gp=g.dr(x.gp), prac=g.H(x.gp_prac), ci=g.H(x.ci), fx=P(x.ci_fax, "FAX"))
    n.put(world.footer(rng, x, x.dr_surgeon))
    return n


def mapping(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    switch = rng.random() < 0.55
    n.t(("SWITCH-ON (INITIAL ACTIVATION) RECORD\n" if switch else
         rng.choice(["CI MAPPING / TUNING SESSION\n", "Programming Session Note - Cochlear Implant\n"])))
    if rng.random() < 0.5:
        n.f("{ci}\n", ci=g.H(x.ci))
    n.f("Pt: {p}  {ml}: {m}  DOB {d}\n", p=g.pt(rng.choice(["LASTFIRST", "full", "lastfirst"])), ml=world.mrn_label(rng, c),
        m=P(x.mrn, "MRN"), d=g.dob())
    n.f("Session date: {d}  |  Clinician: {a}  |  Room {r}\n", d=g.date(0), a=g.doc(x.aud1, rng.choice(["full", "init_last"])),
        r=g.L(x.room))
    n.f("Implant: {ear} {m} SN {sn} (surgery {sd}, {s})\nProcessor: {sp} SN {psn}\n",
        ear=x.ear.upper()[0], m=g.model[0], sn=P(x.imp_sn, "DEVICE"), sd=g.date(-rng.randint(20, 40) if switch else -rng.randint(60, 700), "num"),
        s=g.dr(x.dr_surgeon, True), sp=g.model[1], psn=P(x.proc_sn, "DEVICE"))
    if rng.random() < 0.35:
        n.f("Remote programming session (teleaudiology); patient connection from {ip}, clinician workstation {ws}.\n",
            ip=P(x.ip, "IPADDR"), ws=P(world.ip(rng), "IPADDR"))
    n.f("Accompanied by: {f} ({rel})\n\n", f=g.fam(), rel=x.rel)
    n.t("Wound: well healed, no erythema; magnet strength " + rng.choice(["3", "2", "4 (increased)", "1 (reduced)"]) + ", retention good.\n")
    n.t(g.impedance() + "\n")
    if switch:
        n.t("Objective measures: NRT/AutoNRT thresholds obtained on 11 electrodes; used to shape T profile.\n")
        n.t("Behavioural: T-levels by counted-beat method on 5 electrodes, interpolated; C-levels set by loudness scaling "
            "(10-point loudness chart, 'comfortable but loud' = 7).\n")
    else:
        n.t(f"Complaints since last map: {rng.choice(['voices sound tinny', 'own voice too loud', 'soft speech inaudible', 'buzzing at high volume', 'facial twitch on loud sounds'])}.\n")
        n.t("Adjustments: " + rng.choice(["C-levels raised 5 CL on basal electrodes", "E19-22 deactivated (facial stimulation)",
                                          "global increase 3 qu", "T-levels re-measured, lowered apically", "IDR widened to 70 dB"]) + ".\n")
    n.t("Map parameters: " + g.map_line() + "\n")
    n.t(f"Programs: P1 everyday, P2 noise, P3 music, P4 {rng.choice(['telecoil', 'Roger', 'focus'])}. Volume/sensitivity 6/12.\n")
    n.t("Aided CI-alone thresholds (dB HL): " + ", ".join(f"{f} Hz {rng.randint(20, 35)}" for f in [250, 500, 1000, 2000, 4000]) + ".\n")
    n.t("Ling-6: " + rng.choice(["all detected, /s/ and /sh/ confused", "all detected and identified", "/m/ /u/ detected only"]) + ".\n")
    if not switch:
        n.t("Speech: " + g.speech(True, post=True) + "\n")
    n.f("\nPatient reports: {q}\n", q=rng.choice([
        "\"Everything sounds robotic and squeaky\" - explained expected adaptation.",
        "beeps and clicks only at first, voices emerging by end of session.",
        "able to follow {0}'s voice across the room.".format(x.rel),
        "happy with new map; music still unpleasant."]))
    n.f("Plan: daily wear, rehab app practice 30 min/day. Next appointment {nd} at {t}. Contact {cp} or text {mob}.\n",
        nd=g.date(rng.randint(7, 90), rng.choice(["text", "weekday", "dm"])), t=tm(rng),
        cp=P(x.ci_phone, "PHONE"), mob=g.new_phone(True))
    if rng.random() < 0.5:
        n.f("{sw} session file saved by {u} at {t}.\n", sw=world.SOFTWARE[g.model[3]], u=P(x.staff_user, "USERNAME"), t=tm(rng))
    n.put(["\n", world.sig_frag(rng, x, x.aud1, rng.choice(["Audiologist", "CI Audiologist", "Clinical Scientist", "AuD, CCC-A"]))])
    n.t("\n")
    n.put(world.footer(rng, x))
    return n


GENRES = [("candidacy assessment", candidacy), ("audiogram and speech perception report", audiogram),
          ("implant surgery operation note", opnote), ("switch-on and mapping record", mapping)]
