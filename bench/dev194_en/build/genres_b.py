"""Genres: MRI brain report, neurosurgical operative note, EMU daily note (author 194)."""
import clinical as K
import pools_places as PL



def g_mri_report(c, b):
    r = c.r
    contrast = r.random() < 0.6
    indic, finds = r.choice(K.MRI_SCEN)
    b.f("{hosp}\n", hosp=(c.hosp, "HOSPITAL"))
    b.t(r.choice(["Department of Diagnostic Imaging", "Neuroradiology Section", "Medical Imaging"]) + "\n")
    b.t("MRI BRAIN %s\n\n" % ("WITH AND WITHOUT GADOLINIUM" if contrast else "WITHOUT CONTRAST"))
    b.f("Patient: {p}   {ml}: {mrn}   DOB: {dob} ({age}{sx})\n",
        p=c.P(r.choice(["LAST_FIRST", "last_first", "full"])), ml=c.mrn_label, mrn=c.mrn(),
        dob=c.dob_piece(), age=c.age_piece(), sx=c.pt.sex)
    b.f("Accession: {acc}   Order: {o}   Visit: {v}\n", acc=c.idnum("acc"), o=c.idnum("order"),
        v=c.acct())
    b.f("Exam date: {d} {t}   Ordering: {ref}\n", d=c.D_(c.date), t=c.time(),
        ref=c.D("referrer", r.choice(["title_full", "full_cred", "LAST_FIRST"])))
    if r.random() < 0.5:
        b.f("Images received from outside PACS node {ip} ({h2}).\n", ip=c.ip(), h2=(c.hosp2_short, "HOSPITAL"))
    b.t("\nCLINICAL INDICATION: %s.\n\n" % indic)
    b.t("COMPARISON: ")
    k = r.randrange(3)
    if k == 0:
        b.t("None.\n\n")
    elif k == 1:
        b.f("CT head {d}.\n\n", d=c.D_(c.ago(r.randint(0, 3))))
    else:
        b.f("MRI brain {d} performed at {h}.\n\n", d=c.D_(c.ago(r.randint(90, 900)),
                                                       r.choice([c.dstyle, "month_year"])),
            h=(c.hosp2, "HOSPITAL"))
    if r.random() < 0.3:
        dev = r.choice([("vagus nerve stimulator", "vns"), ("deep brain stimulator IPG", "ipg"),
                        ("programmable VP shunt valve", "valve")])
        b.f("MR SAFETY: {dv} (serial {sn}) verified MR-conditional by {who}; settings {act}.\n\n",
            dv=dev[0], sn=c.device(dev[1]), who=c.D("tech", r.choice(["full", "full_cred"])),
            act=r.choice(["confirmed post-scan", "to be re-checked by neurosurgery within 24 h",
                          "restored after scan"]))
    b.t("TECHNIQUE: Multiplanar multisequence MRI of the brain at %s including sagittal 3D T1, axial T2, "
        "FLAIR, DWI/ADC, SWI%s.%s\n\n" % (
            r.choice(["3 T", "1.5 T"]),
            ", and post-contrast 3D T1 MPRAGE" if contrast else "",
            (" Gadobutrol %.1f mL IV." % (r.randint(50, 110) / 10)) if contrast else ""))
    find = finds[:r.randint(1, len(finds))]
    b.t("FINDINGS:\n")
    b.t("Parenchyma: " + "; ".join(find) + ".\n")
    b.t("Ventricles/extra-axial spaces: %s.\n" % r.choice(
        ["Age-appropriate volume. No hydrocephalus", "Mild ex vacuo dilatation. No extra-axial collection",
         "Ventricles stable in size with shunt catheter tip in R frontal horn",
         "3 mm L subdural hygroma, unchanged"]))
    b.t("Vessels: Expected flow voids at the skull base.\n")
    b.t("Other: %s.\n\n" % r.choice(["Mild mucosal thickening in the maxillary sinuses",
                                    "Mastoid air cells are clear", "Orbits unremarkable",
                                    "Partially empty sella, likely incidental"]))
    b.t("IMPRESSION:\n")
    for i, f in enumerate(find[:2], 1):
        b.t("%d. %s%s.\n" % (i, f[0].upper(), f[1:]))
    if r.random() < 0.45:
        b.f("\nCritical result communicated to {who} by telephone ({ph}) at {t} on {d}; read-back "
            "confirmed.\n", who=c.D("referrer", r.choice(["title_last", "title_full"])),
            ph=c.phone(ext=r.random() < 0.5), t=c.time(), d=c.D_(c.date, r.choice(["md", c.dstyle])))
    b.t("\n")
    b.f("Dictated by: {res} (radiology resident)\n", res=c.D("resident", "full_cred"))
    b.f("Attending radiologist: {rad}\n", rad=c.D("radiologist", r.choice(["full_cred", "fml_cred", "LAST_FIRST"])))
    b.f("Finalized: {d} {t}  |  workstation {ip}  |  login {u}\n", d=c.D_(c.date, r.choice([c.dstyle, "iso"])),
        t=c.time(), ip=c.ip(), u=c.username(c.docs["radiologist"]))


PROCEDURES = [
    ("right frontal craniotomy for resection of intra-axial mass with neuronavigation", "glioma"),
    ("L4-5 left hemilaminotomy and microdiscectomy", "disc"),
    ("right ventriculoperitoneal shunt insertion with programmable valve", "shunt"),
    ("right frontal external ventricular drain placement", "evd"),
    ("bilateral subthalamic nucleus DBS lead placement and IPG implantation", "dbs"),
    ("left decompressive hemicraniectomy and duraplasty", "hemi"),
    ("suboccipital craniectomy, C1 laminectomy and duraplasty for Chiari I malformation", "chiari"),
    ("left burr-hole evacuation of chronic subdural hematoma with subdural drain", "csdh"),
    ("C5-6 anterior cervical discectomy and fusion", "acdf"),
    ("left vagus nerve stimulator implantation", "vns"),
]


def g_op_note(c, b):
    r = c.r
    proc, kind = r.choice(PROCEDURES)
    sg, asst, an = c.docs["surgeon"], c.docs["resident"], c.docs["fellow"]
    b.f("{hosp} - Neurosurgery\nOPERATIVE REPORT\n\n", hosp=(c.hosp, "HOSPITAL"))
    b.f("Patient: {p}    {ml}: {mrn}    Acct: {a}\n", p=c.P(r.choice(["LAST_FIRST", "fml", "last_first"])),
        ml=c.mrn_label, mrn=c.mrn(), a=c.acct())
    b.f("DOB: {dob}    Age: {age}    Sex: {sx}\n", dob=c.dob_piece(), age=c.age_piece(), sx=c.pt.sex)
    b.f("Date of surgery: {d}    OR {orr}    Case #: {cs}\n\n", d=c.D_(c.date), orr=(str(r.randint(1, 22)), "LOCATION_OTHER"),
        cs=c.idnum("case"))
    b.f("Surgeon: {s}\nAssistant: {a} (PGY-{pgy})\nAnesthesiologist: {an}\n",
        s=c.name(sg, r.choice(["full_cred", "fml_cred", "title_full"])),
        a=c.name(asst, r.choice(["full_cred", "title_last", "full"])), pgy=r.randint(2, 7),
        an=c.name(an, r.choice(["title_full", "full_cred"])))
    b.f("Circulating RN: {n}    Scrub: {n2}\n\n", n=c.D("nurse", r.choice(["full", "f_last"])),
        n2=c.D("nurse2", r.choice(["full", "first_initial"])))
    dx = {"glioma": "R frontal enhancing mass, suspected high-grade glioma", "disc": "L4-5 disc herniation with L5 radiculopathy",
          "shunt": "Idiopathic normal pressure hydrocephalus", "evd": "Aneurysmal SAH (Hunt-Hess 4) with acute hydrocephalus",
          "dbs": "Idiopathic Parkinson's disease with motor fluctuations", "hemi": "Malignant L MCA infarction",
          "chiari": "Chiari I malformation with syrinx C4-T2", "csdh": "Left chronic subdural hematoma, 18 mm, 9 mm midline shift",
          "acdf": "C5-6 disc-osteophyte complex with myelopathy", "vns": "Drug-resistant focal epilepsy"}[kind]
    b.t("Preoperative diagnosis: %s\nPostoperative diagnosis: Same\nProcedure: %s\n" % (dx, proc[0].upper() + proc[1:]))
    b.t("Anesthesia: %s\n" % r.choice(["General endotracheal", "General endotracheal + scalp block",
                                       "MAC with local (awake portion for microelectrode recording)", "General, TIVA"]))
    b.t("EBL: %d mL   Fluids: %d mL crystalloid   UOP: %d mL\n" % (r.randint(10, 900), r.randint(500, 3500), r.randint(100, 1200)))
    if kind in ("glioma", "disc", "chiari", "csdh"):
        b.f("Specimens: {what}, specimen # {sp}\n", what=r.choice(["tissue to pathology (frozen and permanent)",
                                                                 "disc fragments to pathology", "membrane to pathology",
                                                                 "fluid for culture"]), sp=c.idnum("spec"))
    else:
        b.t("Specimens: None\n")
    if kind == "shunt":
        b.f("Implants: Programmable valve, serial {sn}, opening setting 1.5; peritoneal catheter lot {lot}\n",
            sn=c.device("valve"), lot="%s%d" % (c.letters(2), r.randint(10000, 99999)))
    elif kind == "dbs":
        b.f("Implants: Leads L {l1} / R {l2}; rechargeable IPG serial {ipg}\n", l1=c.device(),
            l2=c.device(), ipg=c.device("ipg"))
    elif kind == "vns":
        b.f("Implants: VNS generator model 1000 SN {sn}; lead SN {ld}\n", sn=c.device("vns"), ld=c.device("vns"))
    elif kind == "evd":
        b.f("Implants: Antibiotic-impregnated ventricular catheter; ICP monitor SN {sn}\n", sn=c.device())
    elif kind == "acdf":
        b.t("Implants: PEEK cage 6 mm with allograft; anterior plate 22 mm with four 14 mm screws\n")
    else:
        b.t("Implants: None\n")
    b.t("Complications: None apparent\n\n")
    b.t("INDICATIONS: ")
    b.f("{p} is {an} {age}-year-old {sx} with {dx}. ", p=c.P(r.choice(["title_last", "full"])), an=c.art_age(),
        age=c.age_piece(), sx=c.sexw(), dx=dx[0].lower() + dx[1:])
    cons = r.random() < 0.5
    if cons:
        b.f("Consent was obtained from {his} {rel} and substitute decision-maker, {fam}, after a discussion of "
            "risks including bleeding, infection, stroke, CSF leak and death.\n\n", his=c.his(), rel=c.fam.role,
            fam=c.name(c.fam, "full"))
    else:
        b.t("Risks, benefits and alternatives were discussed with the patient, who wished to proceed.\n\n")
    b.t("TIME-OUT: ")
    c.set_clock(7, 15)
    b.f("Performed at {t}. Identity confirmed by name, DOB and wristband{bio}; site marked; antibiotics "
        "(cefazolin 2 g IV) given at {t2}.\n\n", t=c.now(),
        bio=r.choice(["", [" plus palm-vein scan ID ", c.bioid("palm")],
                      [" and fingerprint ID ", c.bioid("finger")], [" and biometric ID ", c.bioid("other")]]),
        t2=c.tick(2, 8))
    b.t("DESCRIPTION OF PROCEDURE: ")
    desc = {
        "glioma": "The patient was positioned supine with the head in a Mayfield clamp and registered to "
                  "neuronavigation. A bicoronal incision was made and a right frontal bone flap raised. The dura "
                  "was opened in a C-shape. Under the microscope with 5-ALA fluorescence, a gross total resection "
                  "of the fluorescent tissue was achieved. Hemostasis with bipolar and Surgicel. Dura closed "
                  "watertight with 4-0 Nurolon, flap secured with titanium plates.",
        "disc": "Prone on a Wilson frame. Fluoroscopy confirmed L4-5. A 2.5 cm paramedian incision, subperiosteal "
                "dissection, and left hemilaminotomy were performed. The traversing L5 root was retracted and an "
                "extruded fragment removed. The root was then free and pulsatile.",
        "shunt": "Supine, head turned left. A right parieto-occipital burr hole was made at Frazier's point. The "
                 "ventricular catheter was passed at 7 cm with CSF return under normal pressure. The distal "
                 "catheter was tunnelled to a periumbilical laparoscopic port and placed intraperitoneally.",
        "evd": "At the bedside-equivalent position in the OR, Kocher's point was marked 11 cm posterior to the "
               "nasion and 3 cm lateral to midline. A twist drill craniostomy was made and the catheter passed to "
               "6.5 cm, with opening pressure 28 cmH2O. Catheter tunnelled and secured.",
        "dbs": "Frame placed under local anesthesia and fused to pre-op MRI. Bilateral burr holes. Microelectrode "
               "recording identified STN with characteristic firing over 5 mm on each side. Macrostimulation "
               "showed rigidity benefit at 1.5 mA with capsular side effects at 4.5 mA. Leads secured; IPG placed "
               "in a right infraclavicular pocket under general anesthesia.",
        "hemi": "A large reverse question-mark incision was made. A 14 x 12 cm bone flap was removed and sent to "
                "the bone bank. The dura was tense and opened in a stellate fashion; duraplasty with bovine "
                "pericardium. Swollen, dusky brain was noted.",
        "chiari": "Prone in pins. Midline incision from inion to C2. Suboccipital craniectomy 3 x 3 cm and C1 "
                  "laminectomy. Y-shaped durotomy; tonsils were found 12 mm below the foramen magnum. Expansile "
                  "duraplasty with pericranial graft.",
        "csdh": "Two burr holes were placed over the left convexity. Motor-oil fluid under pressure was drained "
                "and the cavity irrigated until clear. A subdural drain was left in the frontal burr hole.",
        "acdf": "Smith-Robinson approach on the right. Discectomy at C5-6 with removal of the PLL and "
                "osteophytes; bilateral foraminotomies. Cage placed and plate secured; fluoroscopy confirmed "
                "position.",
        "vns": "Left neck incision along a skin crease; the vagus nerve was isolated within the carotid sheath. "
               "Helical electrodes were wrapped around the nerve, and the generator placed in a subclavicular "
               "pocket. Impedance testing was normal.",
    }[kind]
    b.t(desc + " Counts were correct x2. The patient tolerated the procedure well.\n\n")
    b.f("DISPOSITION: {dsp}\n\n", dsp=r.choice([["Extubated; to PACU then ", (c.unit, "HOSPITAL"), "."],
                                              ["To Neuro ICU, bed ", c.bed(), ", intubated."],
                                              ["To PACU, then ward room ", c.room(), "."]]))
    if cons or r.random() < 0.5:
        b.f("Family ({rel} {fam}) updated in the waiting room at {t}; cell {ph}.\n", rel=c.fam.role,
            fam=c.name(c.fam, r.choice(["first", "full"])), t=c.tick(60, 240), ph=c.phone(cell=True))
    lic = c.lic()
    b.f("I was present and scrubbed for the entire procedure.\n{sg}  {ll} {lic}\n",
        sg=c.name(sg, r.choice(["full_cred", "LAST_FIRST", "fml_cred"])), ll=lic[0], lic=lic[1])
    b.f("Dictated {d} {t}; transcribed by {tr}\n", d=c.D_(c.date, r.choice(["us", "iso", "mdy_abbr"])),
        t=c.tick(10, 90), tr=c.D("transcriptionist", r.choice(["lower_initials", "full", "f_last"])))


def g_emu_daily(c, b):
    r = c.r
    day = r.randint(2, 9)
    fel, at = c.docs["fellow"], c.docs["attending"]
    b.f("EPILEPSY MONITORING UNIT - DAILY PROGRESS NOTE\n{hosp}, {u}, bed {bd}\n\n",
        hosp=(c.hosp, "HOSPITAL"), u=(c.unit, "HOSPITAL"), bd=c.bed())
    b.f("Patient: {p}  |  {ml} {mrn}  |  DOB {dob}  |  Age {age}\n", p=c.P(r.choice(["full", "LAST_FIRST", "fml"])),
        ml=c.mrn_label, mrn=c.mrn(), dob=c.dob_piece(), age=c.age_piece())
    b.f("Date: {d}   LTM day {n}   Study {s}   Admitted {ad}\n\n", d=c.D_(c.date, r.choice([c.dstyle, "long_dow"])),
        n=day, s=(c.eeg_no), ad=c.D_(c.ago(day - 1), r.choice(["md", "mon_d", c.dstyle])))
    b.t("Reason for admission: %s.\n\n" % r.choice([
        "characterization of spells (epileptic vs functional)", "presurgical localization, drug-resistant focal epilepsy",
        "seizure quantification before medication change", "capture of typical events for classification"]))
    b.t("S: ")
    nick = c.pt.nick
    if nick and r.random() < 0.7:
        b.f("{n} (prefers \"{nk}\") ", n=c.P("first"), nk=c.P("nick"))
    else:
        b.f("{n} ", n=c.P(r.choice(["title_last", "first"])))
    b.t(r.choice(["reports a poor night; two typical auras (rising epigastric feeling) overnight. ",
                  "slept well. No events noted by patient or family. ",
                  "had one event at 03:40 with confusion after. Headache 4/10 this AM. ",
                  "feels 'foggy' with the taper. Ate breakfast. No chest pain. "]))
    b.f("{rel} {fam} stayed overnight and pressed the event button once.\n\n", rel=c.fam.role.capitalize(),
        fam=c.name(c.fam, r.choice(["first", "full"])))
    asm = r.sample(K.ASM, 2)
    b.f("Medications / taper: {a} - reduced by 50% on {d}; {b2} - held since admission. "
        "Lorazepam 2 mg IV PRN seizure >3 min or cluster of 3 in 1 h.\n\n",
        a=asm[0], d=c.D_(c.ago(r.randint(0, day - 1)), r.choice(["md", "dow"])), b2=asm[1].split(" ")[0])
    b.f("O: {v}\n", v=K.vitals_line(r, not c.us))
    b.t("Exam: Alert, oriented x3, fluent speech, naming and repetition intact. No drift. Gait deferred "
        "(fall precautions).\n\n")
    b.t("EEG (past 24 h):\n")
    b.t("  Background: %s.\n" % r.choice(K.EEG_BG[:3] + K.EEG_BG[4:]))
    b.t("  Interictal: %s.\n" % r.choice(K.EEG_FIND))
    b.t("  Events:\n")
    evs = []
    for _ in range(r.randint(1, 3)):
        ago = r.randint(0, 1)
        evs.append((ago, r.randint(0, 7 * 60) if ago == 0 else r.randint(7 * 60, 24 * 60 - 1)))
    evs = sorted(evs, key=lambda x: (-x[0], x[1]))
    est = r.choice(["md", "dow_md", "iso"])
    for i, (ago, mins) in enumerate(evs):
        dd = c.ago(ago)
        b.f("    #{n}  {d} {t}  {what}\n", n=i + 1, d=c.D_(dd, est),
            t="%02d:%02d" % divmod(mins, 60), what=r.choice([
                "Staring, L hand automatisms, 70 s; EEG: R temporal rhythmic theta evolving - focal seizure.",
                "Push-button, patient-reported aura; no EEG change.",
                "Bilateral asynchronous limb shaking with eyes closed, 4 min; normal PDR throughout - "
                "functional event.",
                "FBTC seizure 95 s, onset L temporal; lorazepam 2 mg given.",
                "Subclinical electrographic seizure, L temporal, 42 s."]))
    b.f("  Video server {ip}; clips archived under study {s}.\n\n", ip=c.ip(), s=c.eeg_no)
    b.t("A/P: ")
    b.t(r.choice(["Typical events captured, consistent with R mesial temporal onset. Plan: restart home ASMs "
                  "tonight; discharge tomorrow if stable; epilepsy surgery conference.",
                  "No events yet. Continue taper; sleep deprivation tonight (awake 00:00-06:00).",
                  "Events captured are functional seizures. Diagnosis explained with family; referral to "
                  "psychotherapy (CBT-informed).",
                  "Cluster overnight; reinstate levetiracetam full dose; neuropsychology testing tomorrow."]))
    b.t("\nSafety: padded rails, IV access, continuous pulse oximetry, bathroom supervision.\n")
    if r.random() < 0.4:
        b.f("Bedside meds scanned with patient palm-vein ID {bio}.\n", bio=c.bioid("palm"))
    b.f("Contact: {rel} {fam}, cell {ph}\n\n", rel=c.fam.role, fam=c.name(c.fam, "full"),
        ph=c.phone(cell=True))
    b.f("{fel} (epilepsy fellow), pager {pg}\n", fel=c.name(fel, r.choice(["full_cred", "title_full", "full"])),
        pg=c.pager())
    b.f("Seen with {at}. Note entered by user {u} at {t}.\n",
        at=c.name(at, r.choice(["title_last", "full_cred", "title_full"])), u=c.username(fel), t=c.time())
