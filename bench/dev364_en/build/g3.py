"""Genres: CNS telephone log, haematology MDT outcome, bisphosphonate and dental check record."""
from clin import Dz, neg_line
from gcommon import art, hn_lab, id_block, mrn_lab, pron, prof_p


def _tm(c):
    return "%02d:%02d" % (c.rn(7, 19), c.rn(0, 59))


def _sig(c, p):
    return c.ch([[("DOCTOR", c.ini(p))], c.nm(p, "DOCTOR", "full"), c.nm(p, "DOCTOR", "init_last"),
                 [("DOCTOR", p["first"])]])


def cns_log(c):
    dz = Dz(c, c.ch(["MM", "MM", "AL"]))
    he, his, him, He, His = pron(c)
    cns = c.cns
    c.t(c.ch(["MYELOMA CNS TELEPHONE LOG\n", "Haematology CNS telephone contacts\n",
              "AMYLOIDOSIS / MYELOMA NURSE ADVICE LINE - CALL RECORD\n", "CNS telephone log\n"]))
    c.f("{h} - {u}\n", h=c.hosp_p(), u=c.ch(["Myeloma Service", "Haematology Nursing", "Plasma Cell Clinic"]))
    id_block(c, layout=c.ch(["line", "pipe", "label"]), addr=c.pr(0.3))
    nick = {"Margaret": "Peggy", "Robert": "Bob", "Elizabeth": "Betty", "Patricia": "Pat", "Michael": "Mick",
            "James": "Jim", "Peter": "Pete", "Barbara": "Babs", "Dorothy": "Dot", "Leonard": "Len",
            "Geoffrey": "Geoff", "Stanley": "Stan", "Raymond": "Ray", "Terrence": "Terry", "Deborah": "Debbie",
            "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Winifred": "Winnie", "Gwen": "Gwennie",
            "Francesca": "Fran", "Katarzyna": "Kasia", "Jae-won": "Jay", "Hiroshi": "Hiro"}.get(c.pt["first"])
    if nick:
        c.f("Prefers to be called {n}.\n", n=("PATIENT", nick))
    c.f("Preferred contact: {p}", p=c.ph(c.ch(["mobile", "land"])))
    c.f("; NOK {f} ({rel}) {q}\n", f=c.fn("full"), rel=c.nok_rel, q=c.ph("mobile"))
    c.f("Key worker: {n}, {r}, {b}\n", n=c.nm(cns, "DOCTOR", "full"), r=c.ch(["Myeloma CNS", "Haematology CNS",
                                                                          "Amyloidosis Nurse Specialist"]),
        b=c.ch([["bleep ", c.ph("short")], ["ext ", c.ph("short")], ["direct ", c.ph("land")], c.ph("ext")]))
    c.f("Diagnosis: {i} {k} on {g} (C{n})\n\n", i=dz.iso, k="myeloma" if dz.kind == "MM" else "AL amyloidosis",
        g=dz.reg, n=dz.cycle)
    day = -c.rn(30, 70)
    entries = c.r.sample(range(13), c.rn(3, 6))
    for e in sorted(entries):
        day += c.rn(2, 12)
        d = c.dt(min(day, 0))
        allowed = {2: ["pt", "pharm", "nok"], 5: ["nok", "pt"], 6: ["gp"], 7: ["pt", "nok"], 8: ["pt", "nok"],
                   9: ["pt", "nok", "dn"], 10: ["pt"], 4: ["pt", "nok", "dn"], 11: ["pt", "dn", "gp"]}
        who = c.ch(allowed.get(e, ["pt", "pt", "nok", "dn"]))
        c.f("{d} {t}  ", d=c.ds(d, c.ch([c.dsty, "wd_dmy" if not c.us else "wd_md", c.dsty])), t=_tm(c))
        if who == "pt":
            c.t(c.ch(["Incoming call from patient", "Outgoing call to patient", "Returned call to patient",
                      "Pt rang"]))
            if c.pr(0.35):
                c.f(" on {p}", p=c.ph("mobile"))
        elif who == "nok":
            c.f("Call from {h} {rel} {f}", h=his, rel=c.nok_rel, f=c.fn())
            if c.pr(0.2):
                c.f(" (herself {a}, not driving)" if c.nok["sex"] == "F" else " (himself {a}, not driving)",
                    a=c.ag(c.rn(62, 91)))
        elif who == "gp":
            c.f("Call from {d} ({p})", d=c.dn(c.gp, "t_last"), p=c.practice_p())
        elif who == "dn":
            c.f("Call from district nurse {n}", n=c.nm(c.staff(""), "DOCTOR", c.ch(["full", "first"])))
        else:
            c.f("Call from community pharmacist at {p}", p=c.pharmacy())
        c.t(". ")
        if c.pr(0.25):
            c.f("ID checked (name, DOB, first line of address{v}). ", v=[" + voice ID ", c.bio()] if c.pr(0.5) else "")
        k = e
        tri = {"UK": "UKONS triage: RED", "IE": "UKONS triage: RED", "AU": "eviQ triage: urgent",
               "NZ": "Triage: red flag"}.get(c.cc, "Triage: high risk")
        if k == 0:
            c.f("Temp {t} at home, rigors, {s}. {tr}. Advised to attend Haematology Assessment Unit "
                "now; bed {b} held; {ha} informed.", t="%.1f" % c.r.uniform(37.9, 39.4),
                s=c.ch(["on day 10 of cycle", "neut 0.8 on last bloods", "cough"]), b=c.room(), tr=tri,
                ha=c.dn(c.reg, "t_last"))
        elif k == 1:
            c.f("Numbness in fingertips, dropping cups, started after C{n}D8 bortezomib. Grade 2 PN. Discussed with "
                "{d}: omit bortezomib D11, review in clinic.", n=dz.cycle, d=c.dn(c.cons, "t_last"))
        elif k == 2:
            c.f("Lenalidomide delivery from {o} not arrived; spoke to {n} there ({p}). New prescription and "
                "authorisation {a} faxed to {x}.", o=c.org("home"), n=c.nm(c.staff(""), "DOCTOR", "first"),
                p=c.ph("land"), a=c.idn("auth"), x=c.fax())
        elif k == 3:
            c.t("Itchy maculopapular rash on trunk 48 h after %s. No mucosal involvement. Advised "
                "cetirizine 10 mg OD, emollient; photo sent via secure email." %
                ("daratumumab" if "Dara" in dz.reg or dz.reg.startswith("D") else "starting co-trimoxazole"))
        elif k == 4:
            c.f("New right-sided rib pain after coughing fit on {d}. No trauma. Plain film requested; "
                "oramorph 2.5-5 mg PRN. Calcium due with next bloods.", d=c.ds(c.plus(d, -c.rn(1, 3)), c.ch(["wd", c.ssty, "wd"])))
        elif k == 5:
            job = c.prof[8:] if c.prof.startswith("retired ") else c.prof
            verb = "became unwell; %s was %s " % (he, art(job)) if c.prof.startswith("retired ") else \
                "stopped working as %s " % art(job)
            c.f("{rel} {f} finding things hard since {h} {v}{pr}", rel=c.nok_rel.capitalize(), f=c.fn("first"),
                h=he, v=verb, pr=("PROFESSION", job))
            c.f(". Referred to {o} carers' group; leaflet sent to {e}.", o=c.org("charity"), e=c.email_s(c.nok))
        elif k == 6:
            c.f("Adjusted calcium {x} on routine bloods. Pt well, no confusion. Advised "
                "oral fluids, repeat tomorrow at {h}.", x=dz.ca(c.r.uniform(2.7, 3.0)), h=c.hosp_p())
        elif k == 7:
            c.f("Toothache LR6. On zoledronic acid since {d}. Advised NOT to have extraction until dentist has "
                "discussed with us; dentist {n} at {p}, tel {t}.", d=c.ds(c.dt(dz.dx_days + 20), "month_y"),
                n=c.dn(c.staff("Dr"), "t_last"), p=("HOSPITAL", c.ch(["Harbourside", "Saltire", "Kestrel",
                                                                     "Weavers Yard"]) + " Dental Care"),
                t=c.ph("land"))
        elif k == 8:
            c.f("Planning trip to {k} for a family wedding on {w}. Travel letter for dexamethasone and "
                "lenalidomide to be posted; advised travel insurance and to carry the alert card.",
                k=c.country_p(), w=c.ds(c.dt(c.rn(20, 90)), c.ch([c.dsty, "d_mon" if not c.us else "mon_d"])))
        elif k == 9:
            c.f("Hospital transport booked with {o} for C{n}D1; pick-up from {s} at {t}.", o=c.org("transport"),
                n=dz.cycle + 1, s=("STREET", c.pt_street), t=_tm(c))
        elif k == 10:
            c.f("Asked about online results. Registered for portal: {u}; username {u2}.", u=c.url("portal"),
                u2=("USERNAME", c.pt["first"][0].lower() + c.pt["last"].lower().replace(" ", "").replace("'", "") +
                    str(c.rn(1, 99))))
        elif k == 11:
            c.f("Diarrhoea x4/day on lenalidomide, no blood. Stool sample via GP. Loperamide PRN; consider "
                "colesevelam if persists. {n}", n=neg_line(c))
        else:
            c.f("Dex insomnia and low mood. Advised to take dex before 09:00. Offered referral to psycho-oncology; "
                "accepted.{pr}", pr=c.ch(["", [" Faith leader from ", c.org("church"), " also visiting."], ""]))
        c.t(" ")
        c.f("/{s}\n", s=_sig(c, cns if c.pr(0.7) else c.staff("")))
    c.t("\n")
    c.f("Next planned contact: {d}", d=c.ds(c.dt(c.rn(2, 14))))
    c.t(c.ch([" (C%d D1 telephone pre-assessment)\n" % (dz.cycle + 1), "\n", " - holistic needs assessment\n"]))


def mdt_outcome(c):
    dz = Dz(c, c.ch(["MM", "MM", "MM", "AL"]))
    he, his, him, He, His = pron(c)
    us = c.us
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["HAEMATO-ONCOLOGY MDT - OUTCOME FORM\n", "MYELOMA MULTIDISCIPLINARY TEAM MEETING - OUTCOME\n",
              "Plasma Cell Disorders Tumour Board - Summary\n" if us else "Specialist Haematology MDT outcome\n"]))
    md = c.dt(-c.rn(0, 5))
    c.f("Meeting: {d} {t}    MDT ref: {r}\n", d=c.ds(md, c.ch(["wd_full" if not c.us else "wd_us", c.dsty])),
        t=c.ch(["08:00", "12:30", "13:00", "16:00"]), r=c.idn("mdt"))
    chair = c.staff("Dr")
    c.f("Chair: {d}\n", d=c.dn(chair, "t_full"))
    c.t("Present: ")
    pres = [(c.staff("Dr"), "haematology"), (c.staff("Dr"), "radiology"), (c.staff("Dr"), "haematopathology"),
            (c.cns, "CNS"), (c.staff(""), "pharmacy"), (c.staff(""), "coordinator")]
    for i, (p, role) in enumerate(pres[:c.rn(4, 6)]):
        if i:
            c.t(", ")
        c.f("{n} ({r})", n=c.nm(p, "DOCTOR", c.ch(["t_last", "full", "init_last"]) if role not in ("CNS", "pharmacy",
                                                                                              "coordinator")
                                 else c.ch(["full", "first", "init_last"])), r=role)
    c.t("\n" + "-" * 64 + "\n")
    id_block(c, layout=c.ch(["grid", "line"]))
    c.f("Referring clinician: {d}, {h}\n{gl}: {g}, {p}\n", gl="PCP" if c.na else "GP", d=c.dn(c.cons, "t_full"), h=c.hosp_p(c.hosp2 if c.pr(0.4)
                                                                                             else c.hosp),
        g=c.dn(c.gp, "t_full"), p=c.practice_p())
    c.t("-" * 64 + "\n")
    reason = c.ch(["New diagnosis - confirm and plan first-line therapy", "Response assessment post induction",
                   "Suspected relapse", "Post-ASCT restaging / maintenance", "Radiology review of new lesion"]) \
        if dz.kind == "MM" else c.ch(["AL amyloidosis - organ staging and treatment plan",
                                     "AL amyloidosis - haematological response review"])
    c.f("Reason for discussion: {r}\n\n", r=reason)
    c.f("Clinical summary: {a}-year-old {s} ", a=c.ag(), s={"M": "man", "F": "woman"}[c.pt["sex"]])
    c.f("({pr}) ", pr=prof_p(c))
    c.f("with {i} {k} diagnosed {d}, {f}. ", i=dz.iso, k="myeloma" if dz.kind == "MM" else "AL amyloidosis",
        d=c.ds(c.dt(dz.dx_days), c.ch(["month_y", "mon_y", c.dsty])), f=dz.fish)
    c.f("Current line {l}: {g}, {n} cycle{s}. ", l=dz.line, g=dz.reg, n=dz.cycle, s="s" if dz.cycle > 1 else "")
    if c.pr(0.4):
        if c.nok_rel in ("wife", "husband", "partner"):
            c.f("Lives with {rel} {f} in {t}. ", t=("CITY", c.home[0]), rel=c.nok_rel, f=c.fn())
        else:
            c.f("Lives alone in {t}; {rel} {f} visits daily. ", t=("CITY", c.home[0]), rel=c.nok_rel, f=c.fn())
    c.t(neg_line(c) + "\n\n")
    img = c.ch(["WB-MRI", "PET-CT", "low-dose WBCT", "MRI spine"])
    c.f("Imaging: {m} {d} ({acc}) - {b}.\n", m=img, d=c.ds(c.dt(-c.rn(3, 30))), acc=c.idn("acc"), b=dz.bone)
    c.f("Pathology: bone marrow {d} ({l}) - plasma cells {p}%, FISH {f}.\n", d=c.ds(c.dt(-c.rn(5, 40))),
        l=c.idn("bm"), p=c.rn(1, 70), f=dz.fish)
    ser = dz.series(3)
    k, l, ratio = dz.kl(ser[-1][1], ser[-1][2])
    c.f("Biochemistry: paraprotein {p}; kFLC {k}, lFLC {l} {u} (ratio {r}).\n\n", p=dz.pp(ser[-1][0]) if dz.heavy else
        "n/a (light chain only)", k=k, l=l, u=dz.flc_unit(), r=ratio)
    c.t("MDT discussion:\n")
    c.t(c.ch(["Radiology confirms no new focal lesions; marrow appearances consistent with response.\n",
              "New T9 lesion with soft tissue extension; no cord compression (Bilsky 1b).\n",
              "Pathology reviewed: plasma cells are CD56-negative, CD20 partially positive; t(11;14) confirmed.\n",
              "Discussed frailty (IMWG frailty score 2, intermediate-fit); transplant not appropriate.\n"]))
    c.t("\nOutcome / recommendations:\n")
    outs = c.r.sample([
        "Continue Dara-CyBorD; aim for haematological VGPR or better by cycle 3.",
        "Cardiology (amyloid) review and NT-proBNP-guided diuretic plan.",
        "Not a candidate for ASCT (Mayo stage III, NYHA III); re-discuss at 6 months.",
        "Refer to renal team; ACE inhibitor for proteinuria as BP allows.",
        "Check for trial eligibility (see below)."] if dz.kind == "AL" else [
        "Proceed to autologous SCT; refer to transplant centre.",
        "Switch to %s at relapse (second line); check eligibility for the trial below." % c.ch(["DVd", "KRd", "Isa-Pd"]),
        "Palliative radiotherapy 8 Gy single fraction to painful lesion.",
        "Continue lenalidomide maintenance 10 mg D1-21; repeat FLC in 8 weeks.",
        "Start zoledronic acid once dental assessment completed.",
        "Refer to spinal surgeons for stability assessment (SINS 9).",
        "Discuss with the national amyloidosis service; SAP scan requested.",
        "Consider CAR-T referral (triple-class exposed).",
    ], 3)
    for i, o in enumerate(outs):
        c.t("%d. %s\n" % (i + 1, o))
    if c.pr(0.55):
        c.f("Trial: {t} ({nct}) - {e}; research nurse {n} to approach.\n",
            t=c.ch(["MYELO-ARC", "PLASMA-7", "LUMEN-MM2", "AMYLO-CARDIO"]), nct="NCT0%07d" % c.rn(1000000, 6999999),
            e=c.ch(["potentially eligible", "eligible pending echo", "not eligible (eGFR <30)"]),
            n=c.nm(c.staff(""), "DOCTOR", "full"))
    c.t("\n")
    c.f("Responsible clinician: {d}\n", d=c.dn(c.cons, "t_full"))
    c.f("Outcome discussed with patient by {n} on {d}", n=c.nm(c.cns if c.pr(0.6) else c.cons, "DOCTOR",
                                                               c.ch(["full", "t_last"])), d=c.ds(c.dt(c.rn(0, 7))))
    c.f("{x}.\n", x=c.ch(["", [" by telephone on ", c.ph("mobile")], [" with ", c.fn(), " present"]]))
    co = pres[5][0]
    c.f("{gl} informed by {m}. MDT coordinator: {n}, tel {p}, {e}\n", gl="PCP" if c.na else "GP", m=c.ch(["letter", ["fax to ", c.fax()],
                                                                           ["secure email to ", c.email_s(c.gp)]]),
        n=c.nm(co, "DOCTOR", "full"), p=c.ph(c.ch(["ext", "land"])), e=c.email_s(c.ch([co, None]), local="mdt.haem"))


def bone_dental(c):
    dz = Dz(c, "MM")
    he, his, him, He, His = pron(c)
    us = c.us
    agent = c.ch(["zoledronic acid", "zoledronic acid", "zoledronic acid", "denosumab", "pamidronate"])
    c.f("{h} - {u}\n", h=c.hosp_p(), u=c.ch(["Haematology Day Unit", "Myeloma Clinic", "Bone Health Service"]))
    c.t(c.ch(["BONE PROTECTION / BISPHOSPHONATE RECORD\n", "BISPHOSPHONATE AND DENTAL CHECK RECORD\n",
              "Bone-targeted therapy record (MRONJ risk)\n"]))
    id_block(c, addr=c.pr(0.35))
    dose = {"zoledronic acid": "4 mg IV over 15 min every 4 weeks (reduce per SmPC for CrCl: 3.5/3.3/3.0 mg)",
            "denosumab": "120 mg SC every 4 weeks (Xgeva) with calcium/vitamin D",
            "pamidronate": "90 mg IV over 4 h every 4 weeks (30 mg if eGFR <30)"}[agent]
    c.f("Agent: {a} {d}\nIndication: {b}\n", a=agent, d=dose, b=dz.bone)
    c.f("Prescriber: {d}\n\n", d=c.dn(c.cons, "t_full"))
    c.t("PRE-TREATMENT DENTAL ASSESSMENT\n")
    dent = c.staff("Dr" if c.pr(0.6) else "Mr")
    prac = ("HOSPITAL", c.ch(["Harbourside", "Quill Street", "Lantern Hill", "Saltire", "Orchard Park", "Weavers Yard",
                              "Curlew Bay", c.home[0]]) + " " + c.ch(["Dental Practice", "Dental Care",
                                                                      "Dental Surgery", "Family Dentistry"]))
    c.f("Dentist: {n}, {p}", n=c.nm(dent, "DOCTOR", c.ch(["t_full", "full"])), p=prac)
    if c.pr(0.5):
        c.f(" ({l} {x})", l={"UK": "GDC", "IE": "DCI", "US": "DDS lic.", "CA": "RCDSO", "AU": "AHPRA",
                             "NZ": "DCNZ"}[c.cc], x=c.lic("gdc"))
    c.f("\n{a}\nTel {t}", a=c.addr(town=c.home), t=c.ph("land"))
    if c.pr(0.5):
        c.f("  Email {e}", e=c.email_s(dent))
    c.t("\n")
    opg = c.dt(-c.rn(200, 640))
    c.f("Assessment {d}: OPG {f}. ", d=c.ds(opg), f=c.ch(["no periapical pathology", "retained root UR5",
                                                         "periodontal bone loss, LL6 unrestorable"]))
    if c.pr(0.6):
        c.f("Extraction of {t} completed {d}; socket healed at review {d2}. ", t=c.ch(["LL6", "UR5", "LR7", "UL8"]),
            d=c.ds(c.plus(opg, c.rn(7, 20))), d2=c.ds(c.plus(opg, c.rn(30, 50))))
    c.t("Dentally fit to start.\n")
    c.f("MRONJ counselling: leaflet given ({u}); advised 6-monthly dental checks, good oral hygiene, report "
        "loose teeth, jaw pain or exposed bone.\n", u=c.url("info"))
    c.t("Calcium/vitamin D: %s; 25-OH vitamin D %d nmol/L.\n\n" % (c.ch(["Adcal-D3 1 tab BD", "calcium carbonate "
                                                                          "1.25 g + colecalciferol 400 IU BD",
                                                                          "Caltrate Plus 1 tab daily"]),
                                                                    c.rn(22, 110)))
    c.t("INFUSION / INJECTION LOG\n")
    c.t("%-13s %-9s %-10s %-12s %-8s %s\n" % ("Date", "Dose", "CrCl", "Adj Ca", "Given", "Notes"))
    start = c.plus(opg, c.rn(21, 70))
    n = c.rn(4, 9)
    for i in range(n):
        d = c.plus(start, 28 * i + c.rn(-3, 3))
        if d > c.today:
            break
        ds = c.ds(d)
        crcl = c.rn(30, 95)
        dose = ("4 mg" if crcl > 60 else "3.5 mg" if crcl > 50 else "3.3 mg" if crcl > 40 else "3.0 mg") if \
            agent == "zoledronic acid" else ("120 mg" if agent == "denosumab" else "90 mg")
        nurse = c.staff("")
        c.f("{d}{p}{rest}", d=ds, p=" " * max(1, 14 - len(ds[1])),
            rest="%-9s %-10s %-12s " % (dose, "%d mL/min" % crcl, dz.ca(c.r.uniform(2.15, 2.6))))
        c.f("{g}{sp}{x}\n", g=("DOCTOR", c.ini(nurse)), sp=" " * 7, x=c.ch(["", "", "flu-like sx 24 h",
                                                                           "batch %s" % c.pat("@####@"),
                                                                           "Ca low - dose delayed 1/52",
                                                                           "chair %d" % c.rn(1, 20)]))
    c.t("\nDENTAL REVIEWS\n")
    for i in range(c.rn(1, 3)):
        if c.plus(opg, 180 * (i + 1)) > c.today:
            break
        c.f("{d} - {f} ({n})\n", d=c.ds(c.plus(opg, 180 * (i + 1))), f=c.ch([
            "no exposed bone, mucosa intact", "scaling, no concerns", "small area exposed bone lingual LR7 - "
            "MRONJ stage 1; chlorhexidine mouthwash; bisphosphonate held", "denture sore, adjusted"]),
            n=c.nm(dent, "DOCTOR", c.ch(["t_last", "full"])))
    if c.pr(0.4):
        c.f("\nNote: {rel} {f} called {d} - {h} has jaw ache; advised urgent dental review at {p}.\n",
            rel=c.nok_rel.capitalize(), f=c.fn("first"), d=c.ds(c.dt(-c.rn(1, 20))), h=he, p=prac)
    c.t("\nHard-copy plan: hold %s 3 months before and after any invasive dental procedure; drug holiday may be "
        "considered after 2 years in VGPR or better (IMWG bone guidance).\n" % agent)
    c.f("Completed by {n}, {r}, {d}\n", n=c.nm(c.cns, "DOCTOR", c.ch(["full", "init_last"])),
        r=c.ch(["Myeloma CNS", "Day Unit Sister", "Haematology Nurse Practitioner"]), d=c.ds(c.today))
