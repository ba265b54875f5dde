"""Genres: trial screening log; inpatient discharge summary (own addition)."""
from clin import Dz, bloods, neg_line
from gcommon import hn_lab, id_block, mrn_lab, pron, prof_p

TRIALS = [("ALT-MM-302", "A phase 3 randomised study of ALV-217 plus pomalidomide-dexamethasone versus Pd in RRMM"),
          ("CRV-BCMA-201", "Phase 2 study of a BCMA x CD3 bispecific in triple-class exposed myeloma"),
          ("HLX-AL-01", "Phase 1b/2 study of an anti-fibril antibody with Dara-CyBorD in Mayo stage IIIb AL"),
          ("NRV-NDMM-3", "Randomised phase 3 of quadruplet induction with MRD-guided maintenance in NDMM"),
          ("PLASMA-FIT", "Frailty-adapted therapy in transplant-ineligible newly diagnosed myeloma")]
REASONS = ["creatinine clearance 26 mL/min (exclusion 7: CrCl <30)", "prior BCMA-directed therapy (exclusion 3)",
           "ECOG 3", "measurable disease not met (M-protein 0.3 g/dL, no FLC criteria)",
           "declined - travel burden", "active hepatitis B (anti-HBc positive, HBV DNA detectable)",
           "QTcF 512 ms", "plasma cell leukaemia (circulating PC 24%)", "CNS myeloma",
           "NYHA IV (exclusion 9)", "slot unavailable - cohort closed", "consent withdrawn before randomisation",
           "platelets 38 x10^9/L", "prior malignancy within 3 years (melanoma)"]


def _tm(c):
    return "%02d:%02d" % (c.rn(7, 18), c.rn(0, 59))


def trial_log(c):
    code, title = c.ch(TRIALS)
    nct = "NCT0%07d" % c.rn(3000000, 6999999)
    site = "%03d" % c.rn(1, 180)
    us = c.us
    c.f("Sponsor: {s}", s=c.org("sponsor"))
    if c.pr(0.6):
        t, k = c.ch([("Basel", "Switzerland"), ("Leiden", "Netherlands"), ("Copenhagen", "Denmark"),
                     ("Lyon", "France"), ("San Diego", "USA"), ("Cork", "Ireland"), ("Ghent", "Belgium"),
                     ("Cambridge", "UK"), ("Melbourne", "Australia"), ("Munich", "Germany")])
        c.f(" ({t}, {k})", t=("CITY", t), k=("COUNTRY", k))
    c.f("    CRO: {o}\n", o=c.org("cro"))
    c.t("Protocol %s (%s) - %s\n" % (code, nct, title))
    c.f("Site {n}: {h}, {t}\n", n=site, h=c.hosp_p(), t=("CITY", c.htown[0]))
    pi = c.staff("Dr")
    rn = c.staff("")
    c.f("Principal Investigator: {p}    Research nurse: {r} (tel {t}, {e})\n", p=c.dn(pi, "t_full"),
        r=c.nm(rn, "DOCTOR", "full"), t=c.ph(c.ch(["ext", "land"])), e=c.email_s(rn))
    p0 = c.dt(-c.rn(120, 300))
    c.f("SCREENING AND ENROLMENT LOG   Period: {a} to {b}\n", a=c.ds(p0), b=c.ds(c.today))
    c.t("-" * 96 + "\n")
    c.t("%-10s %-9s %-7s %-18s %-12s %-12s %s\n" % ("Scr No", "Initials", "Age/Sex", "Referred by", "Consented",
                                                     "Outcome", "Reason / comment"))
    c.t("-" * 96 + "\n")
    n = c.rn(6, 12)
    idx = n - 1 - c.rn(0, 2)
    dcons = c.today
    d = p0
    for i in range(n):
        d = c.plus(d, c.rn(3, 20))
        if d > c.today:
            d = c.today
        scr = "S%s-%03d" % (site, i + 1)
        if i == idx:
            p = c.pt
            age = c.age
            sex = c.pt["sex"]
        else:
            p = c.person(c.ch("MF"))
            age = c.rn(45, 84)
            sex = p["sex"]
        if p.get("mid") and c.pr(0.3):
            ini = [("PATIENT", p["first"][0] + p["mid"] + p["last"][0].upper())]
        else:
            ini = c.ch([c.nm(p, "PATIENT", "initials"), c.nm(p, "PATIENT", "initials_dot")])
        ref = c.staff("Dr")
        c.f("{s}  ", s=("IDNUM", scr))
        c.f("{i}", i=ini)
        ilen = sum(len(x[1]) if isinstance(x, tuple) else len(x) for x in ini)
        c.t(" " * max(1, 10 - ilen))
        c.f("{a}/{x}", a=("AGE", str(age)), x=sex)
        c.t(" " * max(1, 8 - len(str(age)) - 2))
        rr = c.nm(ref, "DOCTOR", c.ch(["t_last", "init_last"]))
        c.f("{r}", r=rr)
        rlen = sum(len(x[1]) if isinstance(x, tuple) else len(x) for x in rr)
        c.t(" " * max(1, 19 - rlen))
        dd = c.ds(d, c.ch([c.dsty, c.ssty]))
        if i == idx:
            dcons = d
        c.f("{d}", d=dd)
        c.t(" " * max(1, 13 - len(dd[1])))
        if i == idx:
            c.t("%-13s %s\n" % ("Randomised", "see detail below"))
        else:
            out = c.ch(["Screen fail", "Screen fail", "Not consented", "Enrolled", "Pending"])
            why = {"Enrolled": "arm %s" % c.ch("AB"), "Pending": c.ch(["awaiting echo", "awaiting BM result"]),
                   "Not consented": c.ch(["declined - travel burden", "declined - prefers standard care",
                                          "wishes to discuss with family"])}.get(out, c.ch(REASONS))
            c.t("%-13s %s\n" % (out, why))
    c.t("-" * 96 + "\n\n")
    c.t("DETAIL - RANDOMISED PARTICIPANT\n")
    id_block(c, layout=c.ch(["line", "grid"]), addr=c.pr(0.3))
    sid = c.idn("trial")
    c.f("Subject ID: {s}   Randomised {d} {t}   IWRS confirmation {w}   Arm: {a}\n", s=sid,
        d=c.ds(c.plus(dcons, c.rn(7, 21))),
        t=_tm(c), w=c.idn("order"), a=c.ch(["A (experimental)", "B (control)", "single arm"]))
    c.t("Eligibility (v%d.0): I1 age >=18 [Y]  I2 measurable disease (serum M-protein >=0.5 g/dL or urine >=200 "
        "mg/24h or iFLC >=10 mg/dL with abnormal ratio) [Y]  I3 ECOG 0-2 [Y]  I4 1-3 prior lines incl. PI and IMiD "
        "[Y]  E1 prior allo-SCT within 6 months [N]  E2 grade >=2 PN [N]\n" % c.rn(2, 7))
    c.f("Consent version {v} signed {d} in presence of {n}; copy given; {gl} letter sent to {g}.\n", gl="PCP" if c.na else "GP",
        v="%d.%d" % (c.rn(2, 6), c.rn(0, 3)), d=c.ds(dcons), n=c.nm(rn, "DOCTOR", c.ch(["full", "init_last"])),
        g=c.dn(c.gp, "t_last"))
    if c.pr(0.5):
        c.f("Participant ID card issued; {x} {b} recorded for visit check-in.\n", x=c.ch(["fingerprint template",
                                                                                        "palm-vein template"]),
            b=c.bio())
    c.f("Research bloods: {k} kit {b}; courier {o} collected {d}.\n", k=c.ch(["PK/ADA", "MRD (ClonoSEQ)", "biomarker"]),
        b=c.idn("bag"), o=c.org("lab"), d=c.ds(c.dt(-c.rn(0, 6))))
    c.f("EDC: data entered at {u} by {us} from {ip} on {d}\n", u=c.url("trial"), us=c.user(rn), ip=c.ip(),
        d=c.ds(c.dt(-c.rn(0, 3))))
    if c.pr(0.6):
        cra = c.staff("")
        c.f("Monitoring visit: {n} ({o}) {d} - SDV complete for screening, 2 queries raised.\n",
            n=c.nm(cra, "DOCTOR", "full"), o=c.org("cro"), d=c.ds(c.dt(c.rn(5, 30))))
    c.f("Log maintained by {n}. Reviewed by PI {p} {d}.\n", n=c.nm(rn, "DOCTOR", c.ch(["full", "initials"])),
        p=c.dn(pi, "t_last"), d=c.ds(c.today))


def discharge(c):
    dz = Dz(c, c.ch(["MM", "MM", "MM", "AL"]))
    he, his, him, He, His = pron(c)
    us = c.us
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["INPATIENT DISCHARGE SUMMARY\n", "Discharge Summary - Haematology\n", "DISCHARGE LETTER\n",
              "Electronic Discharge Summary (eDS)\n"]))
    c.t("=" * 64 + "\n")
    id_block(c, layout=c.ch(["grid", "line", "pipe"]))
    adm = c.dt(-c.rn(3, 24))
    kind = c.ch(["sepsis", "calcium", "aki", "cord", "asct", "fracture"])
    if dz.kind == "AL":
        kind = c.ch(["hf", "sepsis", "aki"])
    c.f("Admitted: {a}  via {v}    Discharged: {d}\n", a=c.ds(adm), v="elective admission" if kind == "asct" else
        c.ch(["ED", "Haematology Assessment Unit", "direct from clinic"]), d=c.ds(c.today))
    c.f("Ward: {w}", w=c.ward())
    if c.pr(0.6):
        c.f(", {b} {n}", b=c.ch(["bed", "room", "side room"]), n=c.room())
    c.f("    Consultant: {d}\n", d=c.dn(c.cons, "t_full"))
    c.f("{l}: {a}\n", l=c.ch(["Encounter no", "Visit #", "Episode no", "Account", "FIN"]), a=c.acct())
    c.t("=" * 64 + "\n\n")
    dx = {"sepsis": "Neutropenic sepsis (C%dD10 %s), no source identified" % (dz.cycle, dz.reg),
          "calcium": "Hypercalcaemia of malignancy (adj Ca %s) at relapse" % dz.ca(c.r.uniform(2.9, 3.6)),
          "aki": "AKI (cast nephropathy) with new %s light chain disease" % dz.light,
          "cord": "Metastatic spinal cord compression T%d from plasmacytoma" % c.rn(4, 12),
          "asct": "Elective admission for high-dose melphalan and autologous SCT",
          "fracture": "Pathological fracture right neck of femur (lytic lesion)",
          "hf": "Decompensated heart failure - cardiac AL amyloidosis"}[kind]
    c.f("Primary diagnosis: {d}\n", d=dx)
    c.f("Background: {i} {k} diagnosed {d}; {f}; line {l} therapy {g}.\n", i=dz.iso,
        k="myeloma" if dz.kind == "MM" else "AL amyloidosis", d=c.ds(c.dt(dz.dx_days), c.ch(["month_y", "mon_y"])),
        f=dz.fish, l=dz.line, g=dz.reg)
    c.t("\nCourse in hospital:\n")
    if kind == "sepsis":
        c.f("Presented with temp 38.{x} and rigors; neut 0.{n}. Sepsis six within the hour; piperacillin-tazobactam "
            "then meropenem. Blood cultures {d}: {b}. Afebrile from {d2}; G-CSF given. PICC line removed.\n",
            x=c.rn(1, 9), n=c.rn(1, 4), d=c.ds(adm), b=c.ch(["no growth", "Klebsiella pneumoniae (ESBL)",
                                                            "coagulase-negative staphylococcus x1"]),
            d2=c.ds(c.plus(adm, c.rn(2, 4))))
    elif kind == "calcium":
        c.t("IV fluids 3 L/day, zoledronic acid 4 mg on admission, calcitonin x 48 h. Ca normalised by day 4. "
            "Confusion resolved.\n")
    elif kind == "aki":
        c.f("Creatinine peak {p}; renal team ({d}) reviewed. Bortezomib-dex started {a}; high cut-off dialysis "
            "not required. Urine output recovered.\n", p=dz.cr(c.r.uniform(350, 720)), d=c.dn(c.reg, "t_last"),
            a=c.ds(c.plus(adm, 1)))
    elif kind == "cord":
        c.f("MRI whole spine {d}: cord compression at the level above; dexamethasone 16 mg; discussed with spinal "
            "surgeons at {h}; radiotherapy 20 Gy/5# completed {d2}. Mobilising with frame.\n", d=c.ds(adm),
            h=c.hosp_p(c.hosp2), d2=c.ds(c.plus(adm, c.rn(6, 9))))
    elif kind == "asct":
        c.f("Melphalan {m} mg/m2 day -1 ({d}); stem cells returned day 0 ({d0}), {cd} x10^6 CD34+/kg. Neutrophil "
            "engraftment day +{e}, platelets day +{p}. Mucositis grade 2 (WHO). Febrile day +7, treated.\n",
            m=c.ch(["200", "140"]), d=c.ds(adm), d0=c.ds(c.plus(adm, 1)), cd="%.1f" % c.r.uniform(2.1, 6.5),
            e=c.rn(10, 14), p=c.rn(11, 20))
    elif kind == "fracture":
        c.f("Intramedullary nail {d} by orthopaedics ({o}). Post-op single fraction RT 8 Gy. Mobilising with "
            "physiotherapy.\n", d=c.ds(c.plus(adm, 1)), o=c.dn(c.staff("Mr" if c.cc in ("UK", "IE") else "Dr"),
                                                                   "t_last"))
    else:
        c.t("IV furosemide infusion; 6 kg off; careful fluid balance, orthostatic hypotension limited "
            "diuresis. Cardiology (amyloid) input. NT-proBNP remains high.\n")
    c.t(neg_line(c) + "\n\n")
    c.t("Results on discharge: " + "; ".join("%s %s" % kv for kv in bloods(c, dz)[:6]) + "\n\n")
    c.t("Medication changes:\n")
    for m in c.r.sample(["STARTED co-amoxiclav 625 mg TDS for 5 days", "STOPPED ramipril (AKI)",
                         "STARTED furosemide 40 mg OD", "CHANGED dexamethasone 40 mg -> 20 mg weekly",
                         "HELD lenalidomide until clinic review", "STARTED apixaban 5 mg BD",
                         "STARTED oxycodone MR 10 mg BD + oxycodone 2.5-5 mg PRN", "STARTED posaconazole 300 mg OD",
                         "CONTINUE aciclovir 400 mg BD, co-trimoxazole 480 mg M/W/F"], 4):
        c.t("- " + m + "\n")
    c.t("\n")
    dest = c.ch(["home", "home", "home", "care", "rehab"])
    if dest == "home":
        c.f("Discharged to: home ({a}) with {h} {rel} {f}", a=c.addr(), h=his, rel=c.nok_rel, f=c.fn())
    elif dest == "care":
        c.f("Discharged to: {h} (care home), {a}", h=("HOSPITAL", c.ch(["Larchmont", "Heatherbank", "Rosewood",
                                                                         "Tuia", "Maple Grove"]) + " " +
                                                         c.ch(["Care Home", "Nursing Home", "Lodge"])),
            a=c.addr(town=c.home))
    else:
        c.f("Discharged to: {h} for rehabilitation, {w}", h=c.hosp_p(c.hosp2), w=c.ward())
    c.t(". ")
    if c.pr(0.4):
        c.f("Transport: {o}", o=c.ch([["own car (", c.fn("first"), " driving)"], ["patient transport, ", c.org("transport")],
                                     "taxi"]))
        c.t(". ")
    c.t("\n")
    c.f("Follow-up: haematology clinic {d}; bloods at {p} in 1 week; CNS phone call within 48 h.\n",
        d=c.ds(c.dt(c.rn(5, 21))), p=c.ch([c.practice_p(), "Haematology Day Unit"]))
    c.t(("PCP actions: %s\n" if c.na else "GP actions: %s\n") % c.ch(["none", "please repeat U&E in 1 week", "please review BP off ramipril",
                                   "please prescribe ongoing apixaban"]))
    c.f("Information given: {h} and {rel} understand red-flag symptoms and have the 24 h number {p}.\n\n",
        h=he.capitalize(), rel=c.nok_rel, p=c.ph(c.ch(["land", "ext"])))
    jd = c.staff("Dr")
    c.f("Completed by: {n}, {r}", n=c.nm(jd, "DOCTOR", c.ch(["t_full", "full", "init_last"])),
        r=c.ch(["PGY-2 resident", "Resident", "Hospitalist", "Nurse Practitioner"] if c.na else
               ["FY2", "Specialty Registrar", "Haematology SHO", "Registrar", "Resident Medical Officer"]))
    c.f(", {b} {p}\n", b=c.ch(["bleep", "pager", "ext"]), p=c.ph("short"))
    c.f("Approved: {d} {t}", d=c.ds(c.today), t=_tm(c))
    if c.pr(0.4):
        c.f(" (user {u})", u=c.user(jd))
    c.t("\n")
    c.f("Copy: {g}, {p}", g=c.dn(c.gp, "t_full"), p=c.practice_p())
    if c.pr(0.5):
        c.f(" (fax {x})", x=c.fax())
    c.t("\n")
