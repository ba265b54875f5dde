"""Genres: neuro ICU flowsheet, botulinum toxin clinic record, MS infusion note (author 194)."""
import clinical as K
import pools_places as PL


def g_icu_flowsheet(c, b):
    r = c.r
    ca = not c.us
    b.f("NEURO ICU FLOWSHEET - {hosp}\n", hosp=(c.hosp, "HOSPITAL"))
    b.f("{p}   {ml} {mrn}   Bed {bd}   Acct {a}\n", p=c.P(r.choice(["LAST_FIRST", "last_first"])),
        ml=c.mrn_label, mrn=c.mrn(), bd=c.bed(), a=c.acct())
    b.f("DOB {dob}  Age {age}  Wt {wt} kg  Code status: {cs}\n", dob=c.dob_piece(), age=c.age_piece(),
        wt=r.randint(48, 130), cs=r.choice(["Full code", "DNR, OK to intubate", "Full code", "DNR/DNI"]))
    dx = r.choice(["aneurysmal SAH, Hunt-Hess 3, s/p coiling of ACom aneurysm",
                   "L basal ganglia ICH, volume 28 mL, IVH extension", "R MCA infarct s/p EVT (TICI 2b)",
                   "status epilepticus, on midazolam infusion", "TBI with bifrontal contusions, GCS 7",
                   "post-op posterior fossa tumor resection", "Guillain-Barre syndrome, FVC monitoring",
                   "myasthenic crisis on PLEX"])
    b.f("Dx: {dx}   POD/ICU day {n}\n", dx=dx, n=r.randint(1, 14))
    b.f("Attending: {at}   Day RN: {n1}   Night RN: {n2}\n\n", at=c.D("attending", r.choice(["title_last", "full_cred"])),
        n1=c.D("nurse", r.choice(["full", "first_initial", "f_last"])),
        n2=c.D("nurse2", r.choice(["full", "first_initial", "f_last"])))
    d0 = c.date
    sty = r.choice(["md", "iso", "mon_d", "md"])
    evd = "SAH" in dx or "IVH" in dx or "TBI" in dx
    hdr = "Date   Time   HR   BP        MAP  RR  SpO2  T     GCS  Pupils (mm, R/L)"
    if evd:
        hdr += "    ICP  CPP  EVD out"
    b.t(hdr + "\n")
    t0 = r.randint(0, 6)
    for i in range(r.randint(5, 9)):
        hh = (t0 + i * 2) % 24
        dd = d0 if t0 + i * 2 < 24 else c.later(1)
        v = K.vitals(r)
        b.f("{d}  {t}  {hr}  {bp}  {mp}  {rr}  {sp}  {tt}  {g}  {pu}",
            d=c.D_(dd, sty), t="%02d:00" % hh, hr=v["hr"], bp=v["bp"], mp=v["map"], rr=v["rr"],
            sp=v["spo2"], tt=v["temp"], g=r.choice(["15", "14", "13", "11T", "9T", "E3V4M6", "8"]),
            pu=r.choice(["3 brisk / 3 brisk", "4 brisk / 4 sluggish", "2 / 2 brisk", "3/3 NPi 4.2/4.1"]))
        if evd:
            b.t("    %d   %d   %d mL" % (v["icp"], v["cpp"], r.randint(0, 22)))
        b.t("\n")
    b.t("\nDrips: %s\n" % r.choice(["nicardipine 5 mg/h (titrate SBP 130-150)", "norepinephrine 0.06 mcg/kg/min",
                                    "midazolam 10 mg/h, propofol 30 mcg/kg/min", "3% NaCl 30 mL/h (Na goal 145-150)",
                                    "none", "clevidipine 4 mg/h", "insulin 2 units/h per protocol"]))
    b.t("I/O (24 h): in %d mL / out %d mL; UOP %.1f mL/kg/h\n" % (r.randint(1500, 4200), r.randint(900, 4500),
                                                                 r.randint(5, 25) / 10))
    if "myasthenic" in dx or "Guillain" in dx:
        b.t("FVC %d mL/kg, NIF -%d cmH2O q6h\n" % (r.randint(12, 30), r.randint(18, 50)))
    if "SAH" in dx:
        b.f("TCD {d}: L MCA MFV {a} cm/s, R MCA MFV {b2} cm/s, Lindegaard ratio {lr}\n",
            d=c.D_(d0, sty), a=r.randint(70, 210), b2=r.randint(70, 190), lr="%.1f" % (r.randint(18, 52) / 10))
        b.t("Nimodipine 60 mg PO q4h (hold for SBP<110)\n")
    b.t("\nLabs:\n")
    labs = K.labs_cbc_bmp(r, ca)
    dates = [c.ago(1), d0]
    d1s, d2s = c.D_(dates[0], sty), c.D_(dates[1], sty)
    b.f("  Test      {d1}{p1}{d2}{p2}Units\n", d1=d1s, p1=" " * (16 - len(d1s[0])), d2=d2s,
        p2=" " * (16 - len(d2s[0])))
    labs2 = K.labs_cbc_bmp(r, ca)
    for (name, val), (_, val2) in zip(labs, labs2):
        v1, _, unit = val.partition(" ")
        b.t(("  %-10s%-16s%-16s%s" % (name, v1, val2.partition(" ")[0], unit)).rstrip() + "\n")
    if r.random() < 0.5:
        b.f("  ABG {t}: pH 7.{ph} / PaCO2 {pc} / PaO2 {po} / HCO3 {hc}\n", t=c.time(),
            ph=r.randint(28, 48), pc=r.randint(30, 52), po=r.randint(62, 180), hc=r.randint(18, 29))
    b.f("  Specimen {sp}: blood cultures x2 pending; order {o}\n\n", sp=c.idnum("spec"), o=c.idnum("order"))
    if evd:
        b.f("EVD: open at 10 cmH2O above tragus, system serial {sn}; CSF sent {d} (cell count, Gram stain).\n",
            sn=c.device(), d=c.D_(c.ago(r.randint(0, 2)), sty))
    b.t("Lines: R IJ CVC day %d, L radial A-line day %d, Foley, OGT.\n" % (r.randint(1, 7), r.randint(1, 7)))
    b.t("Skin: Braden %d. Turned q2h. SCDs on.\n\n" % r.randint(10, 18))
    b.f("Family: {rel} {fam} visited {t}; updated by {who}. Prefers calls at {ph}.\n",
        rel=c.fam.role, fam=c.name(c.fam, r.choice(["full", "first", "title_last"])), t=c.time(),
        who=c.D("resident", r.choice(["title_last", "full"])), ph=c.phone(cell=True))
    if r.random() < 0.4 and c.us:
        b.f("Face sheet: SSN {s}; {ins} {hl} {hp}\n", s=c.ssn(), ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"),
            hl=c.hp_label(), hp=c.hp())
    b.f("\nEntries validated by user {u1} ({t1}) and {u2} ({t2}).\n", u1=c.username(c.docs["nurse"]),
        t1=c.time(), u2=c.username(c.docs["nurse2"]), t2=c.time())


BOTOX_INDICATIONS = {
    "spasticity": ("post-stroke upper and lower limb spasticity", ["biceps brachii", "brachioradialis",
                   "flexor carpi radialis", "flexor digitorum superficialis", "flexor digitorum profundus",
                   "pronator teres", "gastrocnemius medial head", "soleus", "tibialis posterior",
                   "flexor pollicis longus", "adductor magnus"]),
    "dystonia": ("cervical dystonia (laterocollis/torticollis)", ["sternocleidomastoid", "splenius capitis",
                 "trapezius", "cervical paraspinals"]),
    "migraine": ("chronic migraine (PREEMPT protocol)", ["frontalis", "corrugator", "temporalis",
                 "occipitalis", "cervical paraspinals", "trapezius"]),
    "bleph": ("benign essential blepharospasm", ["orbicularis oculi"]),
}


def g_botox_record(c, b):
    r = c.r
    key = r.choice(sorted(BOTOX_INDICATIONS))
    ind, muscles = BOTOX_INDICATIONS[key]
    inj = c.docs["attending"]
    b.f("{site}\n", site=r.choice([[(c.hosp, "HOSPITAL"), " - Spasticity and Movement Disorders Clinic"],
                                   [(c.clinic, "HOSPITAL"), " - Botulinum Toxin Clinic"]]))
    b.t("BOTULINUM TOXIN PROCEDURE RECORD\n\n")
    b.f("Name: {p}     {ml}: {mrn}     DOB: {dob}\n", p=c.P(r.choice(["LAST_FIRST", "full", "last_first"])),
        ml=c.mrn_label, mrn=c.mrn(), dob=c.dob_piece())
    b.f("Visit date: {d}     Visit #: {v}     Room {rm}\n", d=c.D_(c.date), v=c.acct(), rm=c.room())
    b.f("Indication: {i}\n", i=ind)
    cyc = r.randint(1, 22)
    if cyc > 1:
        prev = c.ago(r.choice([84, 91, 98, 105, 120]))
        b.f("Treatment cycle #{n}. Previous injection {d} ({u} U); {resp}.\n", n=cyc, d=c.D_(prev),
            u=r.choice([100, 155, 195, 200, 300, 400]),
            resp=r.choice(["good response lasting ~10 weeks", "partial response, wearing off at 8 weeks",
                           "no adverse effects; mild neck weakness x1 week", "patient-reported 60% improvement"]))
    else:
        b.t("First treatment cycle.\n")
    if key == "spasticity":
        b.t("Modified Ashworth (pre): elbow flexors %d, wrist flexors %d, finger flexors %d, ankle PF %s\n" %
            (r.randint(1, 4), r.randint(1, 4), r.randint(1, 4), r.choice(["1+", "2", "3"])))
        b.t("Goals (GAS): easier hand hygiene; don AFO independently; reduce night-time calf pain\n")
    elif key == "dystonia":
        b.t("TWSTRS severity %d/35; head tilt to %s, shoulder elevation present\n" % (r.randint(10, 30),
                                                                                       r.choice(["left", "right"])))
    elif key == "migraine":
        b.t("Headache days/month: %d (baseline %d); MIDAS %d\n" % (r.randint(6, 18), r.randint(15, 28), r.randint(8, 80)))
    else:
        b.t("Jankovic rating scale: severity %d, frequency %d\n" % (r.randint(2, 4), r.randint(2, 4)))
    prod = r.choice(["onabotulinumtoxinA (Botox) 100 U vial", "onabotulinumtoxinA (Botox) 200 U vial",
                     "incobotulinumtoxinA (Xeomin) 100 U vial", "abobotulinumtoxinA (Dysport) 500 U vial"])
    b.t("\nProduct: %s, reconstituted with %d mL preservative-free NS. Lot %s%d%s%d\n" %
        (prod, r.choice([1, 2, 4]), r.choice("CDX"), r.randint(1000, 9999), r.choice("CDE"), r.randint(1, 9)))
    b.t("Guidance: %s\n\n" % r.choice(["EMG", "ultrasound", "ultrasound + e-stim", "anatomical landmarks"]))
    b.t("Muscle                              Side    Units   Sites\n")
    total = 0
    for m in r.sample(muscles, min(len(muscles), r.randint(2, 6))):
        lo, hi = [(x[1], x[2]) for x in K.BOTOX_MUSCLES if x[0] == m][0]
        u = r.randrange(lo, hi + 1, 5)
        total += u
        b.t("%-36s%-8s%-8d%d\n" % (m, "bilat" if key in ("bleph", "migraine") else r.choice(["L", "R", "bilat"]),
                                    u, r.randint(1, 4)))
    b.t("%-36s%-8s%d U\n\n" % ("TOTAL", "", total))
    b.t("Consent: written consent on file; risks (weakness, dysphagia, ptosis, flu-like symptoms, distant "
        "spread) reviewed. Tolerated well, no immediate complications.\n")
    if r.random() < 0.5:
        b.f("Accompanied by {rel} {fam}{pr}.\n", rel=c.fam.role, fam=c.name(c.fam, "full"),
            pr=r.choice(["", [", a ", (r.choice(["nurse's aide", "pharmacist", "bus driver", "homemaker",
                                                  "school principal", "welder"]), "PROFESSION")]]))
    if c.us:
        b.f("\nPrior authorization: {ins} {hl} {hp}, group {g}, auth # {au} valid {d1}-{d2}\n",
            ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"), hl=c.hp_label(), hp=c.hp(), g=c.group_no(),
            au=c.idnum("order"), d1=c.D_(c.ago(r.randint(10, 60)), "us"), d2=c.D_(c.later(r.randint(120, 300)), "us"))
    else:
        b.f("\n{hl} {hp}. Drug coverage: {pl} special authorization # {au}\n", hl=c.hp_label(), hp=c.hp(),
            pl=r.choice(["ODB", "PharmaCare", "RAMQ", "provincial"]), au=c.idnum("order"))
    b.f("Dispensed via {ph}, tel {tel}\n", ph=(c.pharmacy, "HOSPITAL"), tel=c.phone())
    b.f("Next appointment: {d}\n\n", d=c.D_(c.later_biz(r.choice([84, 91, 98])), r.choice(["long_dow", c.dstyle, "mdy_abbr"])))
    b.f("Injector: {n}", n=c.name(inj, r.choice(["full_cred", "fml_cred", "title_full"])))
    if c.us:
        b.f("   DEA {dea}   NPI {npi}\n", dea=c.dea(inj), npi=c.npi())
    else:
        lic = c.lic()
        b.f("   {ll} {lic}\n", ll=lic[0], lic=lic[1])
    b.f("Assisted by {n}\n", n=c.D("nurse", r.choice(["full_cred", "full"])))


def g_ms_infusion(c, b):
    r = c.r
    drug, dose = r.choice(K.MS_DMT)
    interval = 28 if "natalizumab" in drug else (14 if "initial" in drug else
                                                 (365 if "alemtuzumab" in drug else 182))
    nurse = c.docs["nurse"]
    b.f("{hosp} - {u}\nMS INFUSION NURSING NOTE\n\n", hosp=(c.hosp, "HOSPITAL"), u=(r.choice(
        ["Tilden Infusion Suite", "Carrow Wing Day Hospital", "Wexley Infusion Centre", c.unit]), "HOSPITAL"))
    b.f("Patient: {p}    {ml}: {mrn}    DOB: {dob}    Age: {age}\n", p=c.P(r.choice(["fml", "LAST_FIRST", "full"])),
        ml=c.mrn_label, mrn=c.mrn(), dob=c.dob_piece(), age=c.age_piece())
    b.f("Date: {d}    Chair {ch}    Encounter {e}\n", d=c.D_(c.date, r.choice([c.dstyle, "long_dow"])),
        ch=(str(r.randint(1, 18)), "LOCATION_OTHER"), e=c.acct())
    if r.random() < 0.55:
        b.f("Check-in: identity confirmed via fingerprint kiosk (ID {bio}) and two identifiers.\n", bio=c.bioid())
    else:
        b.t("Check-in: identity confirmed with two identifiers (name, DOB).\n")
    dxy = c.ago(r.randint(400, 7000))
    b.f("\nDiagnosis: {t} multiple sclerosis, diagnosed {dy}; EDSS {e}\n",
        t=r.choice(["relapsing-remitting", "active secondary progressive", "primary progressive"]),
        dy=c.D_(dxy, r.choice(["year", "month_year", "mon_year"])), e=r.choice(["1.5", "2.0", "3.0", "3.5", "4.5", "6.0"]))
    b.f("Neurologist: {n}\n", n=c.D("attending", r.choice(["title_last", "full_cred", "title_full"])))
    if "methylprednisolone" in drug:
        b.f("Treatment: {dr} {ds} daily x5 days for acute relapse, day {n} of 5. Course started {d}.\n",
            dr=drug, ds=dose, n=r.randint(2, 5), d=c.D_(c.ago(r.randint(1, 3)), r.choice([c.dstyle, "mon_d", "dow"])))
        interval = 1
    else:
        b.f("Treatment: {dr} {ds}, dose #{n}. Last infusion {d}.\n", dr=drug, ds=dose, n=r.randint(2, 14),
            d=c.D_(c.ago(interval + r.randint(-3, 10)), r.choice([c.dstyle, "mon_d"])))
    b.t("Pre-infusion screening: ")
    if "natalizumab" in drug:
        b.f("JCV antibody index {ix} on {d}; TOUCH Prescribing Program authorization current. ", ix="%.2f" % (r.randint(5, 150) / 100),
            d=c.D_(c.ago(r.randint(20, 150))))
    else:
        b.f("IgG {ig} g/L, CD19 {cd}/uL, HBsAg negative ({d}). ", ig="%.1f" % (r.randint(52, 140) / 10),
            cd=r.randint(0, 40), d=c.D_(c.ago(r.randint(10, 90)), "mon_year"))
    b.t(r.choice(["Denies fever, infection, or new neurological symptoms. ",
                  "Reports UTI treated 3 weeks ago, now resolved; cleared by neurology. ",
                  "Pregnancy test negative. No live vaccines in last 6 weeks. "]))
    b.t("\nPremedication at %s: %s.\n\n" % (c.set_clock(7, 11), "; ".join(r.sample(K.PREMEDS, 3))))
    b.f("IV: 22G L forearm, first attempt. Pump: Alaris, serial {sn}.\n", sn=c.device("pump"))
    b.t("Time    Rate (mL/h)   BP        HR   T     Comment\n")
    rates = [40, 80, 120, 160, 200][:r.randint(3, 5)]
    for i, rt in enumerate(rates):
        v = K.vitals(r)
        b.t("%s   %-12d  %-8s  %-3d  %s  %s\n" % (c.tick(25, 40), rt, v["bp"], v["hr"], v["temp"],
                                             r.choice(["tolerating", "no IRR", "mild throat itch - rate held 30 min",
                                                       "asleep", "flushed; cetirizine given", "ok"])))
    b.t("Infusion complete; observed 60 min post-infusion. Discharged ambulatory with %s.\n\n" % r.choice(
        ["walker", "cane", "no aid", "spouse"]))
    if interval == 1:
        b.f("Next dose tomorrow, {d}. ", d=c.D_(c.later(1), r.choice(["long_dow", "dow_md", c.dstyle])))
    else:
        b.f("Next infusion due {d}. ", d=c.D_(c.later_biz(interval), r.choice(["month_year", "long", c.dstyle])))
    b.f("Education sheet: {url}\n", url=c.url())
    b.f("MS coordinator: {n}, {ph}, {em}\n", n=c.D("np", r.choice(["full_cred", "full"])),
        ph=c.phone(ext=r.random() < 0.6), em=c.email(c.docs["np"]))
    if c.us:
        b.f("Specialty pharmacy auth {a}; {ins} {hl} {hp}\n", a=c.idnum("req"),
            ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"), hl=c.hp_label(), hp=c.hp())
        if r.random() < 0.5:
            b.f("Copay assistance enrollment on file (SSN {s}).\n", s=c.ssn())
    else:
        b.f("{hl}: {hp}. Drug funded through {pl}, ref {a}\n", hl=c.hp_label(), hp=c.hp(),
            pl=r.choice(["ODB Exceptional Access", "BC PharmaCare Special Authority", "manufacturer PSP"]),
            a=c.idnum("req"))
    if r.random() < 0.5:
        b.f("Patient works as {pr} at {emp}; infusion scheduled on {dw} mornings to limit missed shifts.\n",
            pr=c.a_prof(),
            emp=(c.employer, "ORGANIZATION"), dw=(r.choice(["Friday", "Monday", "Thursday"]), "DATE"))
    b.f("\n{n}\n{d} {t}\n", n=c.name(nurse, r.choice(["full_cred", "fml_cred", "LAST_FIRST"])),
        d=c.D_(c.date, r.choice(["us", "iso", "dmy_abbr"])), t=c.tick(60, 120))
