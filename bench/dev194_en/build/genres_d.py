"""Genres: rehabilitation transfer summary, DBS programming visit (author 194)."""
import clinical as K
import pools_places as PL

REHAB_DX = [
    ("L MCA ischemic stroke (cardioembolic, new AF) s/p tenecteplase and EVT",
     "R hemiparesis, expressive aphasia"),
    ("R thalamic ICH (hypertensive), 14 mL", "L hemisensory loss, L hemiparesis, neglect"),
    ("Aneurysmal SAH s/p clipping of R MCA aneurysm, course complicated by vasospasm",
     "cognitive-communication deficits, deconditioning"),
    ("L frontal glioblastoma s/p resection, starting chemoradiation", "R arm weakness, fatigue"),
    ("Guillain-Barre syndrome (AIDP), s/p IVIG 2 g/kg", "flaccid quadriparesis improving, neuropathic pain"),
    ("Cervical spondylotic myelopathy s/p C3-6 laminoplasty", "spastic gait, hand clumsiness"),
    ("Bilateral PCA infarcts (basilar occlusion s/p thrombectomy)", "cortical visual loss, ataxia"),
    ("Traumatic brain injury (fall), bifrontal contusions", "dysexecutive syndrome, impulsivity"),
]


def g_rehab_transfer(c, b):
    r = c.r
    dx, deficits = r.choice(REHAB_DX)
    los = r.randint(5, 34)
    adm = c.ago(los)
    b.f("{hosp}\nINTERPROFESSIONAL TRANSFER SUMMARY - ACUTE CARE TO INPATIENT REHABILITATION\n\n",
        hosp=(c.hosp, "HOSPITAL"))
    b.f("From: {u}, room {rm}\nTo: {rh}, ", u=(c.unit, "HOSPITAL"), rm=c.room(), rh=(c.rehab, "HOSPITAL"))
    b.add(c.site_addr())
    b.f("\nTransfer date: {d}    Admission date: {a}    LOS: {n} days\n\n", d=c.D_(c.date), a=c.D_(adm), n=los)
    b.t("--- FACE SHEET ---\n")
    b.f("Name: {p}\n", p=c.P(r.choice(["LAST_FIRST", "last_first", "fml"])))
    b.f("DOB: {dob}   Age: {age}   Sex: {sx}\n", dob=c.dob_piece(), age=c.age_piece(), sx=c.pt.sex)
    b.f("{ml}: {mrn}   Account: {a}\n", ml=c.mrn_label, mrn=c.mrn(), a=c.acct())
    if c.us:
        b.f("SSN: {s}\nInsurance: {ins}   {hl}: {hp}   Group: {g}\n", s=c.ssn(),
            ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"), hl=c.hp_label(), hp=c.hp(), g=c.group_no())
    else:
        b.f("{hl}: {hp}\n", hl=c.hp_label(), hp=c.hp())
        if r.random() < 0.3:
            b.f("SIN (for disability application): {s}\n", s=c.ssn())
    b.t("Address: ")
    b.add(c.addr(country=r.random() < 0.3))
    b.f("\nHome phone: {ph}\n", ph=c.phone())
    b.f("SDM / emergency contact: {fam} ({rel}), {ph}\n", fam=c.name(c.fam, r.choice(["full", "last_first"])),
        rel=c.fam.role, ph=c.phone(cell=True))
    b.f("Alternate contact: {fam} ({rel}), {ph}\n", fam=c.name(c.fam2, "full"), rel=c.fam2.role,
        ph=c.phone(cell=True))
    b.f("Primary care: {pcp}, {cl}, tel {ph}, fax {fx}\n", pcp=c.D("pcp", r.choice(["title_full", "full_cred"])),
        cl=(c.clinic, "HOSPITAL"), ph=c.phone(), fx=c.fax())
    b.f("Pharmacy: {ph}\n\n", ph=(c.pharmacy, "HOSPITAL"))
    b.f("DIAGNOSIS: {dx}\nDEFICITS: {df}\n", dx=dx, df=deficits)
    b.t("COMORBIDITIES: %s\n" % ", ".join(r.sample(K.PMH, 4)))
    b.t("ALLERGIES: %s\n\n" % r.choice(K.ALLERGIES))
    b.t("HOSPITAL COURSE:\n")
    b.f("{age}-year-old {hand}-handed {sx} admitted {d} via ED with {dx}. ", age=c.age_piece(),
        hand=r.choice(["right", "left"]), sx=c.sexw(), d=c.D_(adm, r.choice(["md", "mon_d", c.dstyle])),
        dx=dx.split(",")[0].split("(")[0].strip())
    b.t(r.choice(["Admission NIHSS 14, 24-h NIHSS 6. ", "Required 3 days in Neuro ICU for BP control. ",
                  "Course complicated by aspiration pneumonia treated with ceftriaxone x7 days. ",
                  "Post-op MRI showed expected changes. ", "Developed hyponatremia (Na 126) managed with fluid restriction. "]))
    b.f("On {d} {he} {ev}. ", d=c.D_(c.ago(r.randint(1, los)), r.choice(["dow", "md", "month_d"])), he=c.he(),
        ev=r.choice(["had a brief focal seizure and was started on levetiracetam",
                     "passed the repeat swallowing assessment", "was stepped down from telemetry",
                     "had a fall without injury (CT head negative)", "started on apixaban after repeat imaging"]))
    b.t("Echo: LVEF %d%%, no thrombus. %s.\n\n" % (r.randint(35, 65), K.lipid_a1c(r, not c.us)))
    b.t("FUNCTIONAL STATUS AT TRANSFER:\n")
    b.f("  PT ({pt}): bed mobility min A, transfers mod A x1 with pivot, ambulated {m} m with hemi-walker and "
        "R AFO, Berg {bg}/56.\n", pt=c.D("pt", r.choice(["full", "first_initial", "full_cred"])),
        m=r.randint(3, 60), bg=r.randint(8, 45))
    b.f("  OT ({ot}): grooming set-up, UB dressing min A, LB dressing mod A; FIM motor {fm}.\n",
        ot=c.D("ot", r.choice(["full", "f_last", "full_cred"])), fm=r.randint(25, 70))
    b.f("  SLP ({sl}): {sw}; MoCA {mo}/30.\n", sl=c.D("slp", r.choice(["full", "first_initial"])),
        sw=r.choice(["minced and moist (IDDSI 5), mildly thick fluids", "regular diet, thin fluids",
                     "puree (IDDSI 4), NPO for thin liquids; NG tube for meds", "soft and bite-sized"]),
        mo=r.randint(12, 29))
    b.t("  Continence: %s. Skin intact; Braden %d.\n\n" % (r.choice(["continent", "urge incontinence, timed voiding",
                                                                      "Foley removed, PVR < 150 mL"]), r.randint(12, 20)))
    b.t("MEDICATIONS ON TRANSFER:\n")
    for m in r.sample(K.ANTITHROMBOTIC[:6], 1) + r.sample(K.STATIN, 1) + r.sample(K.BP_MEDS + K.OTHER_MEDS, r.randint(3, 6)):
        b.t("  - %s\n" % m)
    b.t("\nSOCIAL:\n  ")
    b.f("Lives with {rel} in a {home} in {city}{hm}. ", rel=c.fam.role,
        home=r.choice(["2-storey house (14 steps, rail on R)", "bungalow with 3 entry steps",
                       "3rd-floor apartment with elevator", "split-level townhouse"]),
        city=(c.city[0], "CITY"), hm=r.choice(["", [", close to ", (r.choice(PL.LANDMARKS), "LOCATION_OTHER")]]))
    if c.retired:
        b.f("Retired {p}. ", p=(c.prof, "PROFESSION"))
    else:
        b.f("Employed as {p} at {emp}; short-term disability forms completed. ", p=c.a_prof(False),
            emp=(c.employer, "ORGANIZATION"))
    if r.random() < 0.6:
        b.f("Owns a {car}, plate {pl}; counselled not to drive pending assessment. ",
            car=r.choice(["2016 Honda Civic", "pickup truck", "minivan", "2021 Toyota RAV4", "sedan"]), pl=c.plate())
    else:
        b.t("Does not drive. ")
    if r.random() < 0.4:
        b.f("Active at {ch}. ", ch=(r.choice(PL.CHURCHES), "ORGANIZATION"))
    b.t("\n\nFOLLOW-UP:\n")
    b.f("  - Stroke prevention clinic with {dr}: {d} {t}\n", dr=c.D("attending", r.choice(["title_last", "title_full"])),
        d=c.D_(c.later_biz(r.randint(20, 60)), r.choice(["long_dow", "dow_md", c.dstyle])), t=c.appt_time())
    b.f("  - Repeat CT/MRI on {d}, req # {q}\n", d=c.D_(c.later(r.randint(20, 90)), r.choice(["mon_d", c.dstyle])),
        q=c.idnum("req"))
    b.t("  - Holter 14-day via family physician; INR/renal function weekly if on anticoagulation.\n\n")
    b.f("Prepared by {sw} (social work) with {np}.\n", sw=c.D("sw", r.choice(["full_cred", "full"])),
        np=c.D("np", r.choice(["full_cred", "full"])))
    b.f("Attending: {at}   Pager {pg}\n", at=c.D("attending", r.choice(["full_cred", "LAST_FIRST", "fml_cred"])),
        pg=c.pager())
    b.f("Sent to {rh} by fax {fx} on {d}.\n", rh=(c.rehab, "HOSPITAL"), fx=c.fax(), d=c.D_(c.date, "md"))


DBS_SYSTEMS = ["Medtronic Percept PC", "Boston Scientific Vercise Genus", "Abbott Infinity 7",
               "Medtronic Activa RC", "Boston Scientific Vercise Gevia"]
DBS_IND = [("Parkinson's disease", "bilateral STN"), ("Parkinson's disease", "bilateral GPi"),
           ("essential tremor", "left VIM"), ("essential tremor", "bilateral VIM"),
           ("generalized DYT1 dystonia", "bilateral GPi")]


def g_dbs_programming(c, b):
    r = c.r
    ind, tgt = r.choice(DBS_IND)
    sysn = r.choice(DBS_SYSTEMS)
    impl = c.ago(r.randint(30, 2400))
    b.f("{hosp} - Movement Disorders Program\nDEEP BRAIN STIMULATION PROGRAMMING NOTE\n\n", hosp=(c.hosp, "HOSPITAL"))
    b.f("Patient: {p}   {ml}: {mrn}   DOB: {dob}\n", p=c.P(r.choice(["full", "LAST_FIRST", "fml"])), ml=c.mrn_label,
        mrn=c.mrn(), dob=c.dob_piece())
    b.f("Visit: {d}   Encounter {e}\n", d=c.D_(c.date, r.choice([c.dstyle, "long"])), e=c.acct())
    b.f("Programmer: {n}   Supervising neurologist: {at}\n\n", n=c.D("np", r.choice(["full_cred", "full"])),
        at=c.D("attending", r.choice(["title_last", "title_full", "full_cred"])))
    b.f("HISTORY: {age} yo {sx} with {ind} x {y} years; {tgt} DBS implanted {d} at {h} by {sg}.\n",
        age=c.age_piece(), sx=c.pt.sex, ind=ind, y=r.randint(5, 22), tgt=tgt,
        d=c.D_(impl, r.choice(["month_year", c.dstyle, "mon_year"])), h=(c.hosp2, "HOSPITAL"),
        sg=c.D("surgeon", r.choice(["title_last", "title_full"])))
    b.f("Hardware: {s}; IPG serial {ipg}; patient programmer serial {pp}.\n", s=sysn, ipg=c.device("ipg"),
        pp=c.device())
    b.t("Battery: %s. Impedances: all contacts within range (%d-%d ohms), no open circuits.\n\n" % (
        r.choice(["2.95 V, no ERI", "rechargeable, 82% charge", "3.01 V", "rechargeable, recharged twice weekly"]),
        r.randint(700, 1100), r.randint(1200, 2600)))
    b.t("INTERVAL: ")
    b.t(r.choice(["More OFF time in the afternoons, 2-3 h/day, and freezing in doorways. ",
                  "Tremor control excellent but speech softer and slurred since last visit. ",
                  "Dyskinesia after morning dose; reduced levodopa did not help. ",
                  "Stable. Walking 2 km daily. Occasional L foot dystonia in the morning. "]))
    b.f("{rel} {fam} reports {obs}.\n", rel=c.fam.role.capitalize(), fam=c.name(c.fam, r.choice(["first", "full"])),
        obs=r.choice(["more falls at night", "improved mood", "daytime sleepiness", "no change"]))
    b.t("Medications: %s.\n\n" % r.choice(["carbidopa/levodopa 25/100 1.5 tab 5x/day, rasagiline 1 mg daily",
                                           "primidone 125 mg qHS", "carbidopa/levodopa CR 50/200 qHS, amantadine 100 mg BID",
                                           "trihexyphenidyl 2 mg TID", "none"]))
    b.t("EXAM (MDS-UPDRS III / TETRAS):\n")
    b.t("  Meds ON / stim ON: %d   Meds ON / stim OFF (30 min): %d\n\n" % (r.randint(8, 25), r.randint(20, 48)))
    b.t("PROGRAMMING:\n  Side  Contact       Amp (mA)  PW (us)  Freq (Hz)  Effect\n")
    for side in (["L", "R"] if "bilateral" in tgt else [tgt.split()[0][0].upper()]):
        for _ in range(r.randint(2, 3)):
            b.t("  %-5s %-13s %-9s %-8d %-10d %s\n" % (side, r.choice(["1-C+", "2-3-C+", "2a2b-C+", "10-C+", "9-11-C+",
                                                                       "3-C+ (ring)"]),
                                                    "%.1f" % (r.randint(10, 45) / 10), r.choice([60, 60, 90, 40]),
                                                    r.choice([130, 130, 160, 180, 60]),
                                                    r.choice(["rigidity resolved", "paresthesia transient",
                                                              "dysarthria at threshold", "tremor abolished",
                                                              "no benefit", "pulling of face at 3.5 mA"])))
    b.t("\nFINAL SETTINGS saved to IPG and patient programmer. Groups A (home) and B (walking) enabled with "
        "+/- 0.5 mA patient control.\n")
    b.f("Session report uploaded from clinician tablet {ip} by user {u}.\n\n", ip=c.ip(), u=c.username(c.docs["np"]))
    b.t("PLAN: ")
    b.t(r.choice(["Reduce levodopa by 1/2 tab at 16:00. ", "Continue current medication. ",
                  "Trial interleaving on L next visit if speech still affected. ",
                  "Referral to SLP for hypophonia. "]))
    b.f("Return {d}. Questions to the DBS line {ph} or {em}.\n",
        d=r.choice([["on ", c.D_(c.later_biz(r.randint(30, 120)), r.choice(["long_dow", "mdy_abbr", c.dstyle]))],
                    "in 3 months"]), ph=c.phone(ext=r.random() < 0.5), em=c.dept_email("dbs.program"))
    if r.random() < 0.3:
        b.f("Carry device ID card; MRI only per {h} MRI-conditional protocol.\n", h=(c.hosp_short, "HOSPITAL"))
    b.f("\nSigned: {n}  {d}\n", n=c.D("np", r.choice(["full_cred", "fml_cred"])), d=c.D_(c.date, "iso"))
