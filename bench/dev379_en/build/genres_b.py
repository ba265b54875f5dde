"""Genres: vasculitis MDT outcome, lupus nephritis joint clinic, inpatient referral response,
inpatient discharge summary (own genre)."""
import blocks
import clin
import loc
import narr
import pools
from core import P, join_list
from genres_d import ICD
from narr import fut, past


def _staff(c, role, kind=None):
    p = c.clin(role, "Dr" if role == "doc" else "")
    return p


def _nm(c, p, kind=None):
    rng = c.rng
    kind = kind or rng.choice(["full", "il", "full", "il2"])
    return P(p.form(kind), "DOCTOR")


def vasculitis_mdt(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    rad, path, ent, resp, coord = (_staff(c, "doc"), _staff(c, "doc"), _staff(c, "doc"),
                                   _staff(c, "doc"), _staff(c, "nurse"))
    n.add(rng.choice(["VASCULITIS MDT - OUTCOME FORM\n", "Regional Vasculitis MDT: Outcome\n",
                      "ANCA VASCULITIS MULTIDISCIPLINARY MEETING - OUTCOME SUMMARY\n"]))
    n.f("{hosp} | Meeting: {d} | Case ref {ref}\n", x, d=c.D(c.d, rng.choice(["wk", "wks", c.ds])),
        ref=P("VMDT-%02d-%03d" % (yy, rng.randint(1, 480)), "IDNUM"))
    n.f("Chair: Dr {cons}\n", x)
    att = [[_nm(c, c.neph), " (Renal)"], [_nm(c, rad), " (Radiology)"], [_nm(c, path), " (Histopathology)"],
           [_nm(c, c.cns), " (Vasculitis CNS)"], [_nm(c, c.pharm), " (Pharmacy)"]]
    if rng.random() < 0.6:
        att.append([_nm(c, ent), " (ENT)"])
    if rng.random() < 0.5:
        att.append([_nm(c, resp), " (Respiratory)"])
    if rng.random() < 0.5:
        att.append([_nm(c, c.reg), " (Rheum registrar)"])
    n.put(["Present: "] + join_list(att, ", ", ", ") + ["\n\n"])
    blocks.pt_header(n, c, rng.choice([0, 2, 3, 5]))
    src = rng.random()
    if src < 0.5:
        n.f("Referred by: Dr {o}, {hosp2}\n", x, o=c.doc(c.clin("doc", "Dr")))
    elif src < 0.8:
        n.f("Referred by: {gpword} Dr {gp}, {prac}\n", x)
    else:
        n.f("Referred by: Dr {reg} (own team)\n", x)
    qs = ["confirm diagnosis and agree induction regimen", "relapse on maintenance - options?",
          "duration of maintenance / consider stopping rituximab"]
    qs += {"gpa": ["refractory ENT disease despite rituximab", "review renal biopsy and need for plasma exchange"],
           "mpa": ["review renal biopsy and need for plasma exchange"],
           "egpa": ["?EGPA vs hypereosinophilic syndrome"]}.get(c.dx, [])
    n.add("Question for MDT: " + rng.choice(qs) + "\n\n")
    n.add("Clinical summary:\n")
    pres = past(c, 10, 400)
    f = clin.feature_list(rng, c, 3)
    n.f("{age}-year-old " + ("{job}" if rng.random() < 0.5 else "{woman}") + " presented on {d} with " +
        f[0] + ", " + f[1] + " and " + f[2] +
        ". " + clin.sero(rng, c) + ". ", x, d=c.D(pres))
    if rng.random() < 0.5:
        n.f("Peak creatinine {cr} on {d}. ", x, cr=str(rng.randint(180, 640)) + (" umol/L" if c.cc != "US"
                                                                                 else ""),
            d=c.D(loc.add_days(pres, rng.randint(1, 9)), c.tsy))
    if rng.random() < 0.3:
        narr.family(n, c, x)
    n.add(clin.score(rng, c) + ".\n\n")
    n.add("Investigations:\n")
    n.f("- CT chest {d} ({acc}): " + rng.choice([
        "multiple bilateral nodules, largest 24 mm cavitating in RUL",
        "diffuse ground-glass consistent with alveolar haemorrhage",
        "no nodules; mild bronchiectasis", "resolving nodules compared with prior"]) + "\n", x,
        d=c.D(loc.add_days(pres, rng.randint(1, 20)), c.tsy), acc=P(loc.accession(rng, pres.year % 100), "IDNUM"))
    if c.dx != "egpa" or rng.random() < 0.3:
        bd = loc.add_days(pres, rng.randint(3, 20))
        n.f("- Renal biopsy {d} (ref {acc}): " + rng.choice([
            "14 glomeruli, 6 with cellular crescents, 2 globally sclerosed; focal class (Berden); "
            "pauci-immune on IF", "22 glomeruli, crescentic class, fibrinoid necrosis; IFTA 10%",
            "sclerotic class; IFTA 40% - limited salvageability", "mixed class, 3/11 normal glomeruli"]) +
            "\n", x, d=c.D(bd, c.tsy), acc=P("R%02d/%04d" % (bd.year % 100, rng.randint(10, 2999)), "IDNUM"))
    n.f("- Latest bloods ({d}): " + clin.bloods(rng, c) + "\n", x, d=c.D(past(c, 1, 8), c.ts))
    if rng.random() < 0.4:
        n.add("- Nasendoscopy: crusting, septal perforation; subglottis patent. ENT biopsy: granulomatous "
              "inflammation, no malignancy\n")
    n.add("\nDiscussion:\n")
    disc = [
        "Agreed this is active " + c.dx.upper() + " with organ-threatening disease. RITUXVAS and RITUXIVAS "
        "data discussed; panel favours rituximab with two low-dose CYC pulses given severity. PLEX not "
        "indicated per PEXIVAS unless Cr >500 or DAH. ",
        "Relapse after rituximab was stopped. MAINRITSAN-3 supports extended maintenance; agreed to "
        "restart 6-monthly rituximab for a further 18 months. ",
        "Histology confirms pauci-immune crescentic GN. Avacopan (ADVOCATE) to allow faster steroid "
        "taper; check LFTs fortnightly. ",
        "Eosinophilia and asthma with neuropathy; FFS 1. Mepolizumab 300 mg (MIRRA) plus steroids; "
        "cardiac MRI to exclude myocarditis. "]
    n.add(disc[3] if c.dx == "egpa" else rng.choice(disc[:3]))
    narr.hardneg(n, c, 1)
    n.add("\n\nOutcome / recommendations:\n")
    recs = ["Rituximab 1 g x2 two weeks apart, then 500 mg 6-monthly",
            "Prednisolone reduced-dose PEXIVAS taper from 60 mg",
            "Co-trimoxazole 480 mg od PJP prophylaxis; check G6PD", "Avacopan 30 mg bd if funding approved",
            "Check IgG, hepatitis B serology, VZV status before rituximab",
            "Bone protection: alendronate + Adcal-D3", "Repeat CT chest in 3 months",
            "Refer to ENT for nasal reconstruction only once in remission for 12 months"]
    rng.shuffle(recs)
    for i, r in enumerate(recs[:rng.randint(3, 6)]):
        n.add("%d. %s\n" % (i + 1, r))
    n.add("\nActions:\n")
    n.add("Action                          | Owner          | Due\n")
    acts = [("Book rituximab on day unit", c.cns), ("Funding application (avacopan)", c.pharm),
            ("Letter to referrer and GP", c.cons), ("Repeat ANCA and uPCR", c.reg),
            ("Arrange cardiac MRI", c.reg), ("Discuss at renal MDT", c.neph)]
    rng.shuffle(acts)
    for a, who in acts[:rng.randint(2, 4)]:
        n.put([a.ljust(32), "| ", P(who.form(rng.choice(["il", "full", "init"])), "DOCTOR"), " | ",
               c.D(fut(c, 3, 30), c.ts), "\n"])
    n.f("\nNext discussion: {d}\n", x, d=c.D(fut(c, 28, 120)))
    n.f("Outcome recorded by {co}, MDT coordinator, {d}\n", x, co=c.doc(coord),
        d=c.D(fut(c, 0, 2), "num"))
    if rng.random() < 0.4:
        n.f("Queries: {m} / {ph}\n", x, m=P("vasculitis.mdt@" + c.domain, "EMAIL"),
            ph=P(c.htel + " " + loc.ext(rng), "PHONE"))


def ln_joint_clinic(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    n.add(rng.choice(["JOINT RENAL-RHEUMATOLOGY LUPUS NEPHRITIS CLINIC\n", "Lupus Nephritis Joint Clinic\n",
                      "Renal/Rheum Combined Clinic - Lupus Nephritis\n"]))
    n.f("{hosp}   Clinic date: {date}\n", x)
    n.f("Clinicians: Dr {neph} (Nephrology), Dr {cons} (Rheumatology)", x)
    if rng.random() < 0.6:
        n.f(", {cns} (CNS)", x)
    n.add("\n\n")
    blocks.pt_header(n, c, rng.choice([0, 1, 2, 3, 4, 5]))
    n.add("\nBiopsy history:\n")
    b1 = narr.dx_date(c) if rng.random() < 0.5 else past(c, 200, 1400)
    n.f("  {d} (path no. {acc}): ISN/RPS " + rng.choice(["class IV-G (A)", "class III (A/C) + V",
                                                         "class IV-S (A/C)", "class V",
                                                         "class III (A)"]) +
        ", activity index %d/24, chronicity index %d/12; %d glomeruli\n" % (
            rng.randint(2, 14), rng.randint(0, 6), rng.randint(9, 31)), x,
        d=c.D(b1, c.tsy), acc=P("R%02d/%04d" % (b1.year % 100, rng.randint(10, 2999)), "IDNUM"))
    if rng.random() < 0.35:
        b2 = loc.add_days(b1, rng.randint(300, 700))
        if b2 < c.d:
            n.f("  {d} (repeat, {acc}): class V with chronic changes, AI 1/24, CI 4/12\n", x,
                d=c.D(b2, c.tsy), acc=P("R%02d/%04d" % (b2.year % 100, rng.randint(10, 2999)), "IDNUM"))
    n.add("\nTreatment:\n")
    i1 = loc.add_days(b1, rng.randint(3, 20))
    k = rng.randint(0, 2)
    if k == 0:
        n.f("  Induction: Euro-Lupus IV cyclophosphamide 500 mg x6, {a} to {b}; then MMF\n", x,
            a=c.D(i1, c.tsy), b=c.D(loc.add_days(i1, 70), c.tsy))
    elif k == 1:
        n.f("  Induction: MMF target 3 g/day from {a} + IV methylpred 500 mg x3\n", x, a=c.D(i1, c.tsy))
    else:
        n.f("  Induction: rituximab 1 g x2 ({a} and {b}) + MMF (RITUXILUP-style steroid-free)\n", x,
            a=c.D(i1, c.tsy), b=c.D(loc.add_days(i1, 14), c.tsy))
    n.add("  Current: " + ", ".join(clin.med_list(rng, c, rng.randint(3, 5))) + "\n")
    if rng.random() < 0.4:
        n.f("  Belimumab added {d}\n", x, d=c.D(loc.add_days(i1, rng.randint(90, 300)), "my"))
    n.add("\nTrend:\n")
    us = c.cc == "US"
    n.add("Date        Cr    eGFR  " + ("UPCR(g/g)" if us else "uPCR") + "  Alb   C3    dsDNA\n")
    dates = []
    dd = i1
    rows = rng.randint(4, 7)
    step = max(20, (c.d - i1).days // rows)
    cr = rng.randint(110, 320)
    pcr = rng.randint(180, 650)
    for i in range(rows):
        dd = loc.add_days(i1, step * i) if i < rows - 1 else past(c, 0, 7)
        cr = max(55, cr - rng.randint(-8, 40))
        pcr = max(8, int(pcr * rng.uniform(0.45, 0.95)))
        egfr = max(12, min(90, int(140 - cr * 0.55)))
        crs = ("%.2f" % (cr / 88.4)) if us else str(cr)
        pcrs = ("%.2f" % (pcr / 100.0)) if us else str(pcr)
        n.put([c.D(dd, c.tsy), "  ", crs.ljust(6), str(egfr).ljust(6),
               pcrs.ljust(6), str(rng.randint(22, 41)).ljust(6), ("%.2f" % rng.uniform(0.4, 1.2)).ljust(6),
               str(rng.choice([8, 15, 30, 62, 120, 260])), "\n"])
        dates.append(dd)
    n.add("\nToday: ")
    narr.exam(n, c, x)
    n.add("Urine dip: " + rng.choice(["blood 1+ protein 2+", "blood neg protein trace", "blood 3+ protein 3+",
                                      "NAD"]) + ".\n\n")
    n.add("Assessment: " + rng.choice([
        "Complete renal response (uPCR <50, stable eGFR) per EULAR/ERA-EDTA definitions.",
        "Partial renal response - >50% reduction in proteinuria but still above target.",
        "Non-responder at 6 months; discussed switching to rituximab or adding voclosporin.",
        "Renal flare - rising uPCR with active sediment; repeat biopsy advised."]) + " ")
    n.add(clin.score(rng, c) + ".\n\n")
    if rng.random() < 0.5:
        narr.social(n, c, x)
        n.add("\n\n")
    n.add("Plan:\n")
    narr.plan(n, c, x, "- ", rng.randint(3, 5))
    n.f("- Next joint clinic {d}\n", x, d=c.D(fut(c, 56, 120), rng.choice([c.ds, "wk"])))
    if rng.random() < 0.4:
        n.f("- Order no. {o} (renal profile, uPCR, C3/C4, dsDNA)\n", x,
            o=P("ORD" + loc.digits(rng, 7), "IDNUM"))
    n.add("\n")
    n.f("Dr {nephl} / Dr {consl}\n", x)
    if rng.random() < 0.5:
        blocks.audit(n, c, c.neph if rng.random() < 0.5 else c.cons, 0.3)
    if rng.random() < 0.6:
        blocks.cc_block(n, c)


REASONS = {
    "sle": ["?lupus flare", "pancytopenia in known SLE", "pleuritic pain and raised CRP",
            "new seizure - ?neuropsychiatric lupus"],
    "ln": ["rising creatinine and proteinuria in known LN", "?lupus flare vs sepsis"],
    "gpa": ["?vasculitis relapse - haemoptysis", "AKI and haematuria, PR3 positive",
            "raised CRP on rituximab - ?infection vs flare"],
    "mpa": ["?vasculitis - AKI and haematuria", "MPO positive, pulmonary infiltrates"],
    "egpa": ["eosinophilia 5.2 with foot drop", "troponin rise in known EGPA"],
    "dcssc": ["digital ischaemia in scleroderma", "BP 190/110 and AKI - ?renal crisis"],
    "lcssc": ["infected digital ulcer", "digital ischaemia in scleroderma"],
    "dm": ["?myositis - CK 6000", "dysphagia and weakness in known DM"],
    "asyn": ["worsening ILD - ?flare vs infection", "?myositis - CK 3200"],
    "imnm": ["CK 9000 after restarting statin", "weakness, ?IMNM relapse"],
    "mctd": ["new rash and arthralgia, ANA positive", "pleurisy in MCTD"],
    "uctd": ["new rash and arthralgia, ANA positive", "steroid advice peri-operatively"],
}


def inpatient_referral(n, c):
    rng = c.rng
    x = narr.X(c)
    na = c.cc in ("US", "CA")
    pg = "pager" if na else "bleep"
    refd = c.clin("doc", "Dr")
    team = rng.choice(["Acute Medicine", "Renal", "Respiratory", "Dermatology", "General Surgery",
                       "Neurology", "ITU", "Cardiology", "Care of the Elderly", "Haematology"]
                      if not na else ["Hospitalist", "Nephrology", "Pulmonary", "Dermatology",
                                      "General Surgery", "Neurology", "MICU", "Cardiology", "Hospital Medicine"])
    n.add(rng.choice(["RHEUMATOLOGY INPATIENT REFERRAL - RESPONSE\n", "Rheumatology Ward Review\n",
                      "Inpatient consult - Rheumatology\n", "RHEUM CONSULT NOTE\n"]))
    n.f("{ptLF}  {dob}  {mrn}\n", x)
    k = rng.random()
    if na and k < 0.6:
        n.f("Location: room {r}, {hosp}\n", x, r=P(str(rng.randint(2, 9)) + str(rng.randint(10, 40)) +
                                                     rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    elif k < 0.5:
        n.f("Location: {ward}, bed {b}, {hosp}\n", x, b=P(str(rng.randint(1, 32)), "LOCATION_OTHER"))
    elif k < 0.8 and not na:
        n.f("Location: {ward} bay {by} bed {b}\n", x, by=P(str(rng.randint(1, 6)), "LOCATION_OTHER"),
            b=P(str(rng.randint(1, 6)), "LOCATION_OTHER"))
    else:
        n.f("Location: {ward} side room {r}\n", x, r=P(str(rng.randint(1, 12)), "LOCATION_OTHER"))
    rd = past(c, 0, 2)
    n.f("Referred by: Dr {rf} (" + team + "), " + pg + " {bl}, on {d} " + "%02d:%02d\n" % (
        rng.randint(7, 22), rng.randint(0, 59)), x, rf=c.doc(refd), bl=P(refd.bleep, "PHONE"),
        d=c.D(rd, c.ts))
    n.f("Seen: {d} " + "%02d:%02d" % (rng.randint(9, 19), rng.randint(0, 59)) +
        " by Dr {reg} ({rt})\n\n", x, d=c.D(c.d, c.ts),
        rt=rng.choice(["Rheum SpR", "rheum reg", "on-call rheumatology registrar"] if not na else
                      ["Rheumatology fellow", "rheum fellow", "PGY-5"]))
    n.add("Reason for referral: " + rng.choice(REASONS[c.dx]) + "\n\n")
    n.add("HPC: ")
    n.f("{age} {sx}, known " + clin.dx_mid(rng, c) + ". Admitted {d} with " +
        ", ".join(clin.feature_list(rng, c, 2)) + ". ", x, sx=c.pt.sex,
        d=c.D(past(c, 1, 8), rng.choice(["dmon", c.ts, "wkonly"])))
    narr.background(n, c, x)
    if rng.random() < 0.5:
        narr.social(n, c, x)
    n.add("\nDHx: " + "; ".join(clin.med_list(rng, c, 3)) + "\n")
    n.add("O/E: ")
    narr.exam(n, c, x)
    narr.hardneg(n, c, rng.randint(1, 2))
    n.add("\n")
    narr.bloods(n, c, x, "Ix")
    imp = {"sle": ["likely lupus flare", "infection more likely than flare (low dsDNA, normal C3)",
                   "drug-induced cytopenia (MMF)"],
           "ln": ["renal flare of lupus nephritis", "sepsis rather than flare - complement normal"],
           "gpa": ["AAV relapse with pulmonary involvement", "infection on rituximab more likely than relapse"],
           "mpa": ["AAV relapse with renal involvement", "not consistent with vasculitis - ?septic emboli, needs echo"],
           "egpa": ["active EGPA with neuropathy", "EGPA with possible myocarditis"],
           "dcssc": ["scleroderma renal crisis likely", "critical digital ischaemia"],
           "lcssc": ["infected digital ulcer with critical ischaemia", "Raynaud's crisis, no gangrene"],
           "dm": ["active dermatomyositis with dysphagia", "myositis flare - ?paraneoplastic"],
           "asyn": ["progressive ILD in anti-synthetase syndrome", "infection vs ILD flare"],
           "imnm": ["IMNM relapse after statin re-exposure", "active necrotising myopathy"],
           "mctd": ["MCTD flare with serositis", "likely viral illness, no flare"],
           "uctd": ["no evidence of evolving CTD", "low suspicion for lupus"]}[c.dx]
    n.add("\nImpression: " + rng.choice(imp) + "\n\n")
    n.add("Recommendations:\n")
    recs = ["Send ANCA, anti-GBM, dsDNA, C3/C4, CK, urine microscopy and uPCR",
            "Blood cultures x2 before any pulsed steroids",
            "IV methylprednisolone 500 mg od x3 if infection excluded",
            "Hold MMF while septic; continue hydroxychloroquine",
            "Stress-dose hydrocortisone 50 mg qds peri-op then back to usual pred",
            "CT chest/abdo/pelvis", "Urgent renal referral for biopsy",
            "Please do not start co-trimoxazole before G6PD result",
            "Physio and SALT assessment (swallow)", "Avoid NSAIDs"]
    rng.shuffle(recs)
    for i, r in enumerate(recs[:rng.randint(3, 6)]):
        n.add("%d) %s\n" % (i + 1, r))
    k = rng.random()
    if k < 0.5:
        n.f("\nWe will review again on {w}. ", x, w=c.D(fut(c, 1, 3), "wkonly"))
    else:
        n.add("\nHappy to be re-contacted. ")
    n.f("Discussed with Dr {consl} (consultant on call).\n\n", x)
    n.f("{reg}, " + rng.choice(["Rheumatology SpR", "Rheum registrar"] if not na else
                               ["Rheumatology fellow", "Rheum fellow"]) +
        ", " + pg + " {b}\n", x, b=P(c.reg.bleep, "PHONE"))
    if rng.random() < 0.4:
        blocks.audit(n, c, c.reg, 0.3)


def discharge_summary(n, c):
    rng = c.rng
    x = narr.X(c)
    adm = past(c, 5, 30)
    n.add(rng.choice(["DISCHARGE SUMMARY\n", "Inpatient Discharge Summary\n", "IMMEDIATE DISCHARGE LETTER\n",
                      "Discharge Summary - Rheumatology\n"]))
    n.f("{hosp}\n\n", x)
    blocks.pt_header(n, c, rng.choice([0, 2, 4, 5]))
    n.f("{acctl}: {acct}\n", x)
    n.f("Admitted: {a}    Discharged: {d}\nWard: {ward}    Consultant: Dr {cons} (Rheumatology)\n", x,
        a=c.D(adm), d=c.D(c.d))
    n.f("{gpword}: Dr {gp}, {prac}\n\n", x)
    n.add("Diagnosis: " + clin.dx_text(rng, c) + " - " + rng.choice(
        ["new presentation", "relapse", "flare", "complicated by infection"]) +
        (" [ICD-10 " + ICD[c.dx] + "]" if rng.random() < 0.5 else "") + "\n")
    n.add("Secondary: " + ", ".join(clin.comorb(rng, 2)) + "\n\n")
    n.add("Presenting complaint: " + ", ".join(clin.feature_list(rng, c, 3)) + "\n\n")
    n.add("Hospital course:\n")
    n.f("{ptf} was admitted via " + rng.choice(["ED", "the acute medical unit", "rheumatology clinic",
                                                "GP referral to AMU"]) + ". ", x)
    d1 = loc.add_days(adm, rng.randint(0, 2))
    k = rng.choice({"gpa": [0, 1, 2], "mpa": [0, 1, 2], "egpa": [0, 2], "ln": [0, 1, 2], "sle": [0, 2],
                    "dm": [2, 3], "imnm": [3, 3, 2], "asyn": [0, 2, 3], "dcssc": [0, 2],
                    "lcssc": [2], "mctd": [0, 2]}[c.dx])
    if k == 0:
        n.f("IV methylprednisolone 500 mg daily x3 from {d1}, then oral prednisolone 60 mg. Rituximab "
            "1 g given on {d2}; second dose due {d3} on the day unit. ", x, d1=c.D(d1, c.ts),
            d2=c.D(loc.add_days(d1, 3), c.ts), d3=c.D(loc.add_days(d1, 17), c.ts))
    elif k == 1:
        n.f("Renal biopsy on {d1} (complicated by a small perinephric haematoma, no transfusion). "
            "Plasma exchange x{k} ({d2} to {d3}). ", x, d1=c.D(d1, c.ts), k=str(rng.randint(5, 7)),
            d2=c.D(loc.add_days(d1, 1), c.ts), d3=c.D(loc.add_days(d1, 12), c.ts))
    elif k == 2:
        n.f("Treated for " + rng.choice(["community-acquired pneumonia", "PJP", "cellulitis",
                                         "urosepsis"]) +
            " with IV antibiotics; MMF held from {d1} and restarted at 500 mg bd on {d2}. ", x,
            d1=c.D(d1, c.ts), d2=c.D(loc.add_days(d1, 6), c.ts))
    else:
        n.f("IVIG 2 g/kg over 5 days ({d1} to {d2}); CK fell from 7400 to 1850. SALT: modified diet "
            "level 6 (soft and bite-sized). ", x, d1=c.D(d1, c.ts), d2=c.D(loc.add_days(d1, 4), c.ts))
    narr.hardneg(n, c, rng.randint(1, 3))
    if rng.random() < 0.4:
        n.f("{Her} " + x["rel"] + " {fam} visited daily. ", x)
    n.add("\n\n")
    narr.bloods(n, c, x, "Discharge bloods")
    n.add("\nMedication on discharge:\n")
    for m in clin.med_list(rng, c, rng.randint(4, 6)):
        n.add("  " + rng.choice(["NEW      ", "CHANGED  ", "UNCHANGED", "UNCHANGED"]) + "  " + m + "\n")
    n.add("  STOPPED    " + rng.choice(["naproxen", "trimethoprim", "ibuprofen", "codeine"] +
                                       (["atorvastatin (CK rise)"] if c.dx in ("imnm", "dm") else [])) + "\n")
    n.add("\nFollow-up:\n")
    n.f("- Rheumatology clinic {d} with Dr {consl}\n", x, d=c.D(fut(c, 14, 42)))
    n.f("- Bloods at {prac} on {d} (FBC, U&E, LFT, CRP)\n", x, d=c.D(fut(c, 5, 10), rng.choice(["wk", c.ds])))
    if rng.random() < 0.5:
        n.f("- Day unit infusion booked {d} ({dayunit})\n", x, d=c.D(fut(c, 7, 20)))
    n.add("\nActions for " + x["gpword"] + ": " + rng.choice([
        "please continue steroid taper as per chart", "monitor BP and glucose on high-dose steroids",
        "please prescribe bone protection", "repeat U&E in 1 week"]) + ".\n")
    k = rng.random()
    if k < 0.35:
        rel, p = c.relative(["husband", "wife", "partner", "daughter", "son"])
        n.f("\nDischarged home with {her} " + rel + " {p}; parking concession issued for vehicle {v}.\n",
            x, p=c.fm(p), v=P(loc.plate(rng, c.cc), "VEHICLE"))
    elif k < 0.6:
        n.add("\nDischarged home; hospital transport booked.\n")
    fy = c.clin("doc", "Dr")
    n.f("\nCompleted by: Dr {fy} (" + rng.choice(["FY1", "FY2", "Resident", "CMT2", "Intern", "RMO"]) +
        "), {d}\n", x, fy=c.doc(fy), d=c.D(c.d, "num"))
    if rng.random() < 0.4:
        n.f("Bleep {b}\n", b=P(fy.bleep, "PHONE"))
    if rng.random() < 0.5:
        blocks.audit(n, c, fy, 0.3)
