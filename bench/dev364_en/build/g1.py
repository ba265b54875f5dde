"""Genres: myeloma clinic letter, paraprotein/FLC trend report, bone marrow biopsy report."""
from clin import Dz, bloods, neg_line
from gcommon import (art, gp_block, hn_lab, id_block, letterhead, mrn_lab, pron, prof_p, ref_line, sig,
                     typist)

COMORB = ["type 2 diabetes (diet-controlled)", "atrial fibrillation on apixaban", "hypertension",
          "CKD stage 3b (cast nephropathy at presentation)", "previous DVT on lenalidomide", "COPD",
          "osteoarthritis of both knees", "hypothyroidism", "previous prostate cancer (radical RT)",
          "gout", "ischaemic heart disease, PCI to LAD", "asthma", "depression", "psoriasis"]


def clinic_letter(c):
    dz = Dz(c, "MM")
    he, his, him, He, His = pron(c)
    us = c.us
    letterhead(c)
    c.t("\n")
    if c.pr(0.55):
        c.f("Consultant: {d}    Myeloma CNS: {n} (direct line {p})\n", d=c.dn(c.cons, "t_full"),
            n=c.nm(c.cns, "DOCTOR", "full"), p=c.ph(c.ch(["ext", "short", "land"])))
    c.f("{l1}: {d1}    {l2}: {d2}\n", l1=c.ch(["Clinic date", "Date seen", "Seen on", "Clinic"]), d1=c.ds(c.today),
        l2=c.ch(["Typed", "Date typed", "Dictated"]), d2=c.ds(c.dt(c.rn(0, 9))))
    if c.pr(0.6):
        ref_line(c)
    if c.pr(0.3):
        c.f("{l}: {a}\n", l=c.ch(["Clinic attendance no.", "Visit no.", "Encounter", "Appt ref"]), a=c.acct())
    c.t("\n")
    gp_block(c)
    c.t("\n")
    if us:
        c.f("Dear {d}:\n\n", d=c.dn(c.gp, c.ch(["t_last", "t_full"])))
    else:
        c.f("Dear {d},\n\n", d=c.ch([c.dn(c.gp, "t_last"), c.dn(c.gp, "first")]))
    c.f("Re: {n}   DOB {dob}   {ml} {m}", n=c.pn(c.ch(["LFU", "full", "fml"])), dob=c.dob_s(), ml=mrn_lab(c),
        m=("MRN", c.mrn))
    if c.pr(0.6):
        c.f("   {hl} {h}", hl=hn_lab(c), h=("HEALTHPLAN", c.hnum))
    c.t("\n")
    if c.pr(0.5):
        c.f("{a}\n", a=c.addr())
    c.t("\n")
    dx = c.dt(dz.dx_days)
    c.f("Diagnosis:\n1. {iso} multiple myeloma, ISS {iss} / R-ISS {riss}, diagnosed {d}\n", iso=dz.iso, iss=dz.iss,
        riss=dz.riss, d=c.ds(dx, c.ch(["month_y", "mon_y", "mm_y", c.dsty])))
    c.f("   - FISH: {f}\n   - Imaging: {b}\n", f=dz.fish, b=dz.bone)
    if dz.line > 1:
        c.f("   - 1st line: {r} x {n} cycles, completed {d}\n", r=c.ch(["VRd", "VTd", "D-VRd", "CyBorD"]),
            n=c.rn(4, 8), d=c.ds(c.dt(dz.dx_days + c.rn(150, 260)), c.ch(["month_y", "mon_y"])))
        if dz.asct:
            c.f("   - ASCT (melphalan 200 mg/m2) at {h}, day 0 {d}\n", h=c.hosp_p(c.hosp2),
                d=c.ds(c.dt(dz.dx_days + c.rn(270, 330))))
    c.f("2. {x}\n", x=c.ch(COMORB))
    if c.pr(0.5):
        c.f("3. {x}\n", x=c.ch(COMORB))
    c.f("\nCurrent treatment: {r}, cycle {n} day 1 {d}\n\n", r=dz.reg, n=dz.cycle, d=c.ds(c.dt(-c.rn(0, 6))))
    # narrative
    rel = c.nok_rel
    c.f("I reviewed {p} in the myeloma clinic today", p=c.pn(c.ch(["t_last", "t_last", "t_full"])))
    if c.pr(0.6):
        c.f(", accompanied by {h} {rel} {f}", h=his, rel=rel, f=c.fn())
    if c.pr(0.15):
        c.f(". {He} is {a} {ag}-year-old ", He=He, a="an" if str(c.age)[0] == "8" or c.age in (11, 18) else "a",
            ag=c.ag(w=True))
    else:
        c.f(". {He} is {a} {ag}-year-old ", He=He, a="an" if str(c.age)[0] == "8" or c.age in (11, 18) else "a",
            ag=c.ag())
    c.f("{pr}", pr=prof_p(c))
    if c.pr(0.5):
        c.f(" who lives in {t}", t=("CITY", c.home[0]))
    c.t(". ")
    x = c.rn(0, 3)
    if x == 0:
        c.f("{He} used to work for {o} and remains independent with all activities of daily living. ", He=He,
            o=c.org("emp"))
    elif x == 1:
        c.f("{He} is due to travel to {k} in {m} to visit family and asked about timing of treatment. ", He=He,
            k=c.country_p(), m=c.ds(c.dt(c.rn(30, 120)), "month"))
    elif x == 2:
        c.f("{His} {rel} {f} is {h} main carer. ", His=His, rel=rel, f=c.fn("full"), h=his)
    elif c.pr(0.5):
        c.f("{He} was born in {k} and moved here in {y}. ", He=He, k=c.country_p(),
            y=("DATE", str(min(c.dob.year + c.rn(16, 45), c.today.year - 1))))
    c.f("\n\nSince {his} last visit {he} reports {s}. ", his=his, he=he, s=c.ch([
        "feeling well overall", "more energy", "ongoing fatigue", "some improvement in back pain"]))
    c.f("Symptoms today: {a}; {b}. ", a=c.ch(["back pain, now 2/10", "mild fatigue", "no new bony pain",
                                              "ankle swelling"]),
        b=c.ch(["tingling in both feet (grade 1 peripheral neuropathy)", "constipation on bortezomib days",
                "insomnia after dexamethasone", "no infections since cycle %d" % max(1, dz.cycle - 1)]))
    c.f("ECOG {e}. {n}\n\n", e=c.rn(0, 2), n=neg_line(c))
    # results
    rows = bloods(c, dz)
    c.f("Results from {d}:\n", d=c.ds(c.dt(-c.rn(1, 5))))
    if c.pr(0.5):
        for k, v in rows[:8]:
            c.t("  %-8s %s\n" % (k, v))
    else:
        c.t(", ".join("%s %s" % kv for kv in rows[:7]) + "\n")
    ser = dz.series(dz.cycle + 1)
    pp, inv, un = ser[-1]
    k, l, ratio = dz.kl(inv, un)
    if dz.heavy:
        c.f("Paraprotein {p} (was {p0} at diagnosis). ", p=dz.pp(pp), p0=dz.pp(ser[0][0]))
    c.f("Serum free light chains: kappa {k} {u}, lambda {l} {u}, ratio {r}.\n\n", k=k, l=l, r=ratio,
        u=dz.flc_unit())
    nc = max(1, dz.cycle - 1)
    c.f("Impression: {r} after {n} cycle{s} of {g}.\n\n", r=dz.response(), n=nc, s="s" if nc > 1 else "", g=dz.reg)
    c.t("Plan:\n")
    n = 1
    if dz.trend == "prog":
        c.f("{n}. Repeat bone marrow and imaging; discuss at the haematology MDT on {d}.\n", n=n,
            d=c.ds(c.dt(c.rn(3, 12))))
    else:
        c.f("{n}. Continue {g}; cycle {k} due {d}.\n", n=n, g=dz.reg, k=dz.cycle + 1, d=c.ds(c.dt(c.rn(7, 21))))
    n += 1
    if dz.asct and dz.line == 1:
        c.f("{n}. Referred for autologous transplant assessment at {h}", n=n, h=c.hosp_p(c.hosp2))
        if c.pr(0.5):
            c.f(" ({d} is the transplant lead)", d=c.dn(c.reg, "t_last"))
        c.t(".\n")
        n += 1
    c.f("{n}. Zoledronic acid continues 4-weekly; dental review up to date.\n", n=n)
    n += 1
    if c.pr(0.2):
        c.f("{n}. {He} would like a treatment break over {h}; agreed to delay D1 by one week.\n", n=n, He=He,
            h=("DATE", c.ch(["Christmas", "Easter", "the New Year", "Christmas and New Year", "Diwali", "Eid",
                             "Thanksgiving" if c.na else "Boxing Day", "Anzac Day" if c.cc in ("AU", "NZ") else
                             "St Patrick's Day"])))
        n += 1
    c.f("{n}. Review in clinic on {d}", n=n, d=c.ds(c.dt(c.rn(21, 56))))
    if c.pr(0.4):
        c.f(" with bloods at {p} two days before", p=c.practice_p())
    c.t(".\n\n")
    c.f("{He} knows to contact the 24-hour haematology triage line on {p} with a temperature of 38 or above.\n\n",
        He=He, p=c.ph("land"))
    c.t(c.ch(["Yours sincerely,\n\n\n", "With kind regards,\n\n\n", "Kind regards\n\n", "Sincerely,\n\n"]))
    sig(c, c.cons, c.ch(["Consultant Haematologist", "Consultant Haematologist, Myeloma Lead",
                         "Attending Physician, Plasma Cell Disorders" if us else "Consultant in Haematology"]),
        lic=c.pr(0.35))
    if c.pr(0.3):
        c.t("Dictated but not checked\n")
    c.t("\n")
    c.f("cc: {p}", p=c.pn(c.ch(["t_full", "t_last"])))
    if c.pr(0.5):
        c.f(", {a}", a=c.addr())
    c.t("\n")
    if c.pr(0.5):
        c.f("cc: {d}, {r}, {h}\n", d=c.dn(c.reg, "t_full"), r=c.ch(["Consultant Nephrologist", "Transplant Physician",
                                                                   "Renal Registrar", "Palliative Care"]),
            h=c.hosp_p(c.hosp2))
    if c.pr(0.3):
        c.f("cc: {n}, Myeloma CNS ({e})\n", n=c.nm(c.cns, "DOCTOR", "full"), e=c.email_s(c.cns))


def trend_report(c):
    dz = Dz(c, c.ch(["MM", "MM", "MM", "AL"]))
    us = c.us
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["Department of Clinical Immunology - Protein Laboratory\n", "Clinical Biochemistry (Specialist Proteins)\n",
              "Immunology Laboratory\n", "Pathology Services - Protein Electrophoresis\n"]))
    c.t(c.ch(["CUMULATIVE REPORT: SERUM PROTEIN ELECTROPHORESIS / SERUM FREE LIGHT CHAINS\n",
              "PARAPROTEIN AND FREE LIGHT CHAIN TREND\n", "SPEP / IFE / sFLC - cumulative view\n"]))
    c.t("=" * 72 + "\n")
    c.f("Patient : {n}    Sex: {s}\n", n=c.pn("LFU"), s=c.pt["sex"])
    c.f("DOB     : {d}  (Age {a})\n", d=c.dob_s(), a=c.ag())
    c.f("{ml}: {m}", ml=mrn_lab(c)[:8].ljust(8), m=("MRN", c.mrn))
    if c.pr(0.6):
        c.f("    {hl}: {h}", hl=hn_lab(c), h=("HEALTHPLAN", c.hnum))
    c.t("\n")
    c.f("Location: {w}\n", w=c.ch(["Haematology Outpatients", "Haematology Day Unit", c.ward(), c.ward(),
                                   c.practice_p()]))
    c.f("{l}: {d}\n", l="Ordering provider" if us else "Requesting clinician", d=c.dn(c.cons, c.ch(["t_full", "LF"])))
    c.t("=" * 72 + "\n")
    n = c.rn(5, 10)
    ser = dz.series(n)
    if us:
        c.t("%-12s%-14s%-10s%-10s%-9s%-9s%s\n" % ("Collected", "Accession", "M-spike", "IFE", "kFLC", "lFLC", "K/L"))
        c.t("%-12s%-14s%-10s%-10s%-9s%-9s%s\n" % ("", "", "(g/dL)", "", "(mg/dL)", "(mg/dL)", ""))
    else:
        c.t("%-12s%-14s%-10s%-10s%-9s%-9s%s\n" % ("Collected", "Lab No", "PP (g/L)", "IFE", "kFLC", "lFLC", "ratio"))
        c.t("%-12s%-14s%-10s%-10s%-9s%-9s%s\n" % ("", "", "", "", "(mg/L)", "(mg/L)", ""))
    step = c.rn(21, 35)
    days = [-(n - 1 - i) * step - c.rn(0, 4) for i in range(n)]
    days[-1] = -c.rn(0, 3)
    sty = c.ch([c.dsty, "dmy" if not us else "mdy", "iso"])
    for i, (pp, inv, un) in enumerate(ser):
        d = c.ds(c.dt(days[i]), sty)
        acc = c.idn("acc", c.dt(days[i]))
        k, l, ratio = dz.kl(inv, un)
        ife = (dz.iso_short if pp > 0.05 or not dz.heavy else c.ch(["NEG", "faint " + dz.iso_short]))
        ppv = dz.pp_num(pp) if dz.heavy else "-"
        c.f("{d}{p1}{a}{p2}{rest}\n", d=d, p1=" " * max(1, 12 - len(d[1])), a=acc, p2=" " * max(1, 14 - len(acc[1])),
            rest="%-10s%-10s%-9s%-9s%s" % (ppv, ife, k, l, ratio))
    c.t("-" * 72 + "\n")
    if us:
        c.t("Reference: kappa 0.33-1.94 mg/dL; lambda 0.57-2.63 mg/dL; K/L ratio 0.26-1.65\n")
    else:
        c.t("Reference ranges: kappa 3.3-19.4 mg/L; lambda 5.7-26.3 mg/L; ratio 0.26-1.65 (renal 0.37-3.10)\n")
    c.t("Method: capillary zone electrophoresis (Sebia Capillarys 3), IFE (Hydrasys), sFLC Freelite on Optilite.\n\n")
    first, last = ser[0], ser[-1]
    if dz.heavy and first[0] > 0:
        pct = 100 * (1 - last[0] / first[0])
        c.f("Comment: paraprotein {d} by {p}% from {d0} baseline ({b}).", d="reduced" if pct > 0 else "increased",
            p="%d" % abs(pct), d0=c.ds(c.dt(days[0]), sty), b=dz.pp(first[0]))
    else:
        c.f("Comment: light chain only disease; involved FLC {x}.", x="falling" if last[1] < first[1] else "rising")
    if dz.trend == "prog":
        c.t(" Rise meets IMWG criteria for progression if confirmed on repeat. Clinician informed by telephone.")
    else:
        c.t(" Dara interference: possible IgG-kappa band at the gamma region is daratumumab (DIRA advised).")
    c.t("\n")
    if c.pr(0.4):
        c.f("Telephoned to {d} at {t} by {s}.\n", d=c.dn(c.reg, "t_last"), t="%02d:%02d" % (c.rn(8, 17), c.rn(0, 59)),
            s=c.nm(c.staff(""), "DOCTOR", c.ch(["full", "init_last"])))
    c.f("Authorised by: {n}, {r}    {d} {t}\n", n=c.nm(c.staff("Dr"), "DOCTOR", c.ch(["full", "t_full", "init_last"])),
        r=c.ch(["Consultant Clinical Scientist", "Principal Clinical Scientist", "Consultant Immunologist",
                "Laboratory Director"]), d=c.ds(c.today, sty), t="%02d:%02d" % (c.rn(8, 18), c.rn(0, 59)))
    if c.pr(0.5):
        c.f("Copy to: {g} ({p})\n", g=c.dn(c.gp, "t_last"), p=c.practice_p())
    if c.pr(0.35):
        c.f("Results also released to patient portal: {u}\n", u=c.url("portal"))
    c.f("Printed {d} {t} by {u} on {w}    Page 1 of 1\n", d=c.ds(c.dt(c.rn(0, 2)), sty),
        t="%02d:%02d" % (c.rn(7, 19), c.rn(0, 59)), u=c.user(),
        w=c.ch([c.ip(), c.ip(), ["workstation HAEM-PC%02d (" % c.rn(1, 40), c.ip(), ")"]]))


def bm_report(c):
    dz = Dz(c, c.ch(["MM", "MM", "MM", "AL"]))
    he, his, him, He, His = pron(c)
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["Haematological Malignancy Diagnostic Service (HMDS)\n", "Department of Haematopathology\n",
              "Integrated Haematopathology Laboratory\n", "Anatomical Pathology - Haematopathology\n"]))
    c.t(c.ch(["BONE MARROW REPORT\n\n", "INTEGRATED BONE MARROW REPORT\n\n", "BONE MARROW ASPIRATE AND TREPHINE\n\n"]))
    c.f("Lab No: {a}    Flow No: {b}    Cytogenetics ref: {d}\n", a=c.idn("bm"), b=c.idn("flow"), d=c.idn("cyto"))
    id_block(c)
    proc = c.dt(-c.rn(3, 12))
    c.f("Requested by: {d}", d=c.dn(c.cons, c.ch(["t_full", "t_last"])))
    if c.pr(0.4):
        c.f(" ({h})", h=c.hosp_p(c.hosp2))
    c.f("\nLocation: {w}", w=c.ch(["Haematology Day Unit", c.ward(), "Outpatient procedures room", c.ward()]))
    if c.pr(0.4):
        c.f(", bed {b}", b=c.room())
    c.f("\nProcedure: {d1}   Received: {d2}   Reported: {d3}\n\n", d1=c.ds(proc), d2=c.ds(proc),
        d3=c.ds(c.dt(c.rn(0, 4))))
    ctx = c.ch(["Newly suspected myeloma: paraprotein %s, hypercalcaemia, anaemia." % dz.pp(dz.pp0 or 25),
                "%s myeloma post %d cycles %s; pre-ASCT restaging, MRD assessment please." % (dz.iso, dz.cycle, dz.reg),
                "Rising light chains on %s; ?relapse." % dz.reg,
                "AL amyloidosis work-up: cardiac involvement, %s light chains; assess clonal burden." % dz.light,
                "Smouldering myeloma surveillance, 20-2-20 criteria reassessment."])
    c.f("Clinical details: {x}\n\n", x=ctx)
    c.f("Procedure: {side} posterior iliac crest aspirate and trephine by {n}", side=c.ch(["Right", "Left"]),
        n=c.nm(c.staff(""), "DOCTOR", c.ch(["full", "fml"])))
    c.f(" ({r}) under local anaesthetic (lidocaine 1%, 10 mL){e}. Trephine core {mm} mm.\n\n",
        r=c.ch(["Advanced Nurse Practitioner", "Specialty Registrar", "Haematology Fellow", "Clinical Nurse Specialist"]),
        e=c.ch(["", " with Entonox", ", midazolam 2 mg IV"]), mm=c.rn(9, 26))
    pc = c.rn(2, 70) if dz.trend != "resp" else c.rn(0, 12)
    c.f("ASPIRATE: {q} Plasma cells {p}% of nucleated cells{m}. Erythropoiesis normoblastic; granulopoiesis "
        "complete. Megakaryocytes present. Perls' stain: iron stores {i}; no ring sideroblasts.\n\n",
        q=c.ch(["Particulate and cellular.", "Haemodilute; few particles.", "Cellular particles, trails adequate."]),
        p=pc, m=c.ch([", many binucleate forms", ", occasional Dutcher bodies", ", plasmablastic forms seen",
                      " with Mott cells and Russell bodies", ""]), i=c.ch(["normal", "increased", "reduced"]))
    c.f("FLOW CYTOMETRY ({f}): abnormal plasma cells CD38+ CD138+ CD45- CD19- CD56{a} CD117{b}, cytoplasmic {l} "
        "restricted, {x}% of leucocytes.", f=c.ch(["EuroFlow NGF", "8-colour panel", "10-colour MRD tube"]),
        a=c.ch(["+", "-", " dim"]), b=c.ch(["+", "-"]), l=dz.light, x=r2s(c))
    if dz.trend == "resp" and c.pr(0.6):
        c.t(" MRD %s at a sensitivity of 2x10^-6 (4.1 million events).\n\n" % c.ch(["negative", "positive (0.003%)"]))
    else:
        c.t("\n\n")
    c.f("TREPHINE: {q} cellularity {cel}% for age. CD138 highlights {p}% plasma cells in {pat} pattern; "
        "{l} light chain restricted on in situ hybridisation. Congo red: {cr}. Reticulin MF-{mf}.\n\n",
        q=c.ch(["Adequate core,", "Fragmented core,", "Good core with 11 intertrabecular spaces,"]),
        cel=c.rn(20, 90), p=max(pc, c.rn(2, 80)), pat=c.ch(["interstitial", "nodular", "diffuse", "mixed"]),
        l=dz.light, cr=c.ch(["no amyloid", "small vessel amyloid deposits with apple-green birefringence",
                             "negative"]), mf=c.rn(0, 2))
    c.f("FISH on CD138-selected cells ({cy}): {f}.\n", cy=c.idn("cyto"), f=dz.fish)
    if c.pr(0.45):
        c.f("Sample also referred to {o} for targeted NGS (their ref {r}); report to follow.\n", o=c.org("lab"),
            r=c.idn("order"))
    c.t("\nCONCLUSION: ")
    if pc >= 10:
        c.t("Marrow infiltration by %s-restricted neoplastic plasma cells (%d%%), consistent with plasma cell myeloma.\n"
            % (dz.light, pc))
    else:
        c.t("Low-level residual %s-restricted plasma cells (%d%%); see MRD result above.\n" % (dz.light, pc))
    c.t(neg_line(c) + "\n\n")
    rp = c.staff("Dr")
    c.f("Reported by: {n}, {r}\n", n=c.nm(rp, "DOCTOR", c.ch(["t_full", "full", "fml"])),
        r=c.ch(["Consultant Haematopathologist", "Consultant Histopathologist", "Staff Pathologist"]))
    if c.pr(0.5):
        lab = {"UK": "GMC", "IE": "IMC", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ"}[c.cc]
        c.f("{l}: {n}\n", l=lab, n=c.lic(p=rp))
    c.f("Authorised {d}", d=c.ds(c.dt(c.rn(0, 4))))
    if c.pr(0.5):
        c.f(" by {u}", u=c.user(rp))
    c.t("\n")
    if c.pr(0.4):
        c.f("Addendum {d}: FISH result telephoned to {n}, {h} MDT coordinator, {p}.\n", d=c.ds(c.dt(c.rn(4, 10))),
            n=c.nm(c.staff(""), "DOCTOR", "full"), h=c.hosp_p(c.hosp2 if c.pr(0.5) else c.hosp), p=c.ph("ext"))


def r2s(c):
    return "%.2f" % (c.r.uniform(0.001, 18.0))
