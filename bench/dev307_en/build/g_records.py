"""Records: sputum microbiology report, home IV antibiotic course record,
CFTR modulator monitoring note."""
import phi as H
import clin as CL
from doc import pad
from ctx import ROLE_TITLE
from common import (days, he, his, him, ds, dsn, dob, pname, pt_head_name, age_short, id_lines,
                    sig, audit, aprof)
from phi import UK, US, CA, AU, IE, pick, chance

ABX = ["Ceftazidime", "Meropenem", "Piperacillin/tazobactam", "Aztreonam", "Tobramycin", "Amikacin",
       "Colistin", "Ciprofloxacin", "Co-trimoxazole", "Temocillin", "Ceftazidime-avibactam", "Fosfomycin"]
STAPH_ABX = ["Flucloxacillin", "Clarithromycin", "Doxycycline", "Fusidic acid", "Rifampicin", "Linezolid", "Vancomycin"]


def _tm(rng, lo=8, hi=17):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def micro_report(C, d):
    rng = C.rng
    cl = C.cl
    lab = C.centre if chance(rng, 0.6) else C.adult_centre
    d.line("{h}", h=(lab, "HOSPITAL"))
    d.line(pick(rng, ["Department of Medical Microbiology", "Microbiology Laboratory", "Pathology Services - Microbiology"]))
    d.line("Laboratory enquiries: {p}", p=H.PH(rng, C.country, "land", ext=0.3))
    d.line("-" * 60)
    d.line("Patient : {n}    Sex: %s    DOB: {dob}" % C.sex, n=C.pt.lf(caps=True) if chance(rng, 0.7) else C.pt.full(), dob=dob(C))
    d.line("{ml}: {m}    {hl}: {h}", ml=C.mrn_label, m=(C.mrn, "MRN"), hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))
    loc = rng.randrange(3)
    d.line("Location: {l}", l=["CF Outpatients, ", (C.centre, "HOSPITAL")] if loc == 0 else
           [(C.ward, "HOSPITAL")] if loc == 1 else ["Home IV team / ", (C.centre, "HOSPITAL")])
    d.line("Requested by: {r}", r=H.titled(rng, C.cons if chance(rng, 0.6) else C.reg, C.country))
    lab_no = H.specimen(rng, C.d0.year)
    d.line("Lab no: {l}    Order no: {o}", l=lab_no, o=H.idnum(rng, "order"))
    d.line("Specimen: %s" % pick(rng, ["Sputum (expectorated)", "Sputum", "Cough swab", "Induced sputum", "Bronchoalveolar lavage (right middle lobe)"]))
    rec = C.d0 + days(rng.randint(0, 1))
    rep = rec + days(rng.randint(2, 5))
    d.line("Collected: {a} {t1}   Received: {b} {t2}   Reported: {c}", a=ds(C, C.d0, ["num", "short"]), t1=_tm(rng),
           b=ds(C, rec, ["num", "short"]), t2=_tm(rng, 9, 20), c=ds(C, rep, ["num", "short", "medsp"]))
    d.line("Clinical details: %s" % pick(rng, ["CF. Routine clinic sample.", "CF, ?exacerbation, increased sputum.",
                                              "CF on IV ceftazidime/tobramycin day 10.", "CF annual review. Previous Pa.",
                                              "CF - please culture for NTM and Burkholderia."]))
    d.line("-" * 60)
    d.line("MICROSCOPY")
    d.line("  Pus cells: %s   Epithelial cells: %s" % (pick(rng, ["+", "++", "+++"]), pick(rng, ["scanty", "+", "none seen"])))
    d.line("  Gram stain: %s" % pick(rng, ["Gram-negative bacilli ++", "Gram-positive cocci in clusters +", "mixed organisms", "no organisms seen"]))
    d.t("\n")
    d.line("CULTURE (Columbia blood agar, chocolate agar, MacConkey, BCSA incubated 10 days, Sabouraud)")
    orgs = [o for o in cl.orgs if o[1] not in ("MAC", "M. abscessus", "A. fumigatus")]
    if not orgs:
        orgs = [CL.ORGS[0]]
    for i, o in enumerate(orgs):
        d.line("  %d. %s%s   %s" % (i + 1, o[0], pick(rng, [" (mucoid)", " (non-mucoid)", ""]) if o[1] == "Pa" else "",
                                  pick(rng, [">10^7 cfu/mL", "10^6 cfu/mL", "heavy growth", "moderate growth", "light growth"])))
    d.t("\n")
    d.line("SENSITIVITIES" + "".join("%6d" % (i + 1) for i in range(len(orgs))))
    pool = STAPH_ABX if all("Staph" in o[0] or o[1] == "MRSA" for o in orgs) else ABX
    for a in rng.sample(pool, rng.randint(5, min(8, len(pool)))):
        d.line("  %-18s" % a + "".join("%6s" % pick(rng, "SSSRIS-") for _ in orgs))
    d.t("\n")
    d.line("MYCOBACTERIA")
    ntm = [o for o in cl.orgs if o[1] in ("MAC", "M. abscessus")]
    d.line("  Auramine stain: %s" % ("AFB seen" if ntm and chance(rng, 0.5) else "no acid-fast bacilli seen"))
    if ntm:
        d.line("  Culture: %s isolated at day %d (MGIT). %s" % (ntm[0][0], rng.randint(8, 30),
                                                              "Subspecies: abscessus, erm(41) functional (inducible macrolide resistance)."
                                                              if ntm[0][1] == "M. abscessus" else "Referred for identification."))
    else:
        d.line("  Culture: %s" % pick(rng, ["in progress - final report at 6 weeks", "no mycobacteria isolated after 6 weeks"]))
    d.line("FUNGI: %s" % ("Aspergillus fumigatus isolated" if any(o[1] == "A. fumigatus" for o in cl.orgs) else
                          pick(rng, ["no fungi isolated", "Candida albicans (not significant)", "Scedosporium apiospermum isolated"])))
    d.t("\n")
    d.line("COMMENT")
    seg = [o for o in cl.orgs if o[2] == "segregate"]
    if seg:
        d.line("  %s - patient requires segregation in clinic and on the ward. Isolate referred to the reference laboratory, ref {r}." % seg[0][0],
               r=H.idnum(rng, "order"))
        d.line("  Telephoned to {n} (%s) at %s on {x} by {b}." % (pick(rng, ["CF CNS", "CF nurse", "nurse in charge"]), _tm(rng, 9, 18)),
               n=C.cns.full() if chance(rng, 0.6) else C.cns2.full(), x=ds(C, rep, ["num", "short", "dm"]), b=C.bms.full())
    else:
        d.line("  %s" % pick(rng, ["Results consistent with previous isolates.", "Please send repeat sample if clinically indicated.",
                                   "Sensitivities to aminoglycosides by MIC on request.", "Mucoid and non-mucoid morphotypes tested separately."]))
    if chance(rng, 0.6):
        d.line("Previous results:")
        for _ in range(rng.randint(1, 3)):
            x = C.d0 - days(rng.randint(30, 400))
            d.line("  {x}  {l}  %s" % pick(rng, [o[1] for o in cl.orgs] + ["no significant growth"]), x=ds(C, x, ["num", "short"]),
                   l=H.specimen(rng, x.year))
    d.t("\n")
    d.line("Reported by: {b}, %s" % pick(rng, {US: ["MLS(ASCP)", "Medical Technologist"], CA: ["MLT", "Medical Laboratory Technologist"],
                                                AU: ["Medical Scientist", "Senior Scientist"], IE: ["Medical Scientist", "MSc, Medical Scientist"]}.get(
        C.country, ["BMS", "Biomedical Scientist", "HCPC-registered BMS"])), b=C.bms.full())
    d.line("Authorised by: {m}, Consultant Microbiologist", m=H.titled_full(rng, C.micro, C.country))
    if chance(rng, 0.5):
        d.line("Copy to: {g}, {s}", g=H.titled(rng, C.gp, C.country), s=(C.gp_site, "HOSPITAL"))


def home_iv(C, d):
    rng = C.rng
    cl = C.cl
    paed = C.paed
    d.line(pick(rng, ["HOME INTRAVENOUS ANTIBIOTIC COURSE RECORD", "Home IV Antibiotic Therapy - Course Record", "OPAT / HOME IV RECORD - CF"]))
    d.line("{h} - {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.t("\n")
    id_lines(C, d)
    d.line("Contact: {p}" + pick(rng, ["", "  Home: {q}"]), p=(C.pt_phone, "PHONE"), q=(C.home_phone, "PHONE"))
    if paed:
        d.line("Parent/carer administering: {n} ({rel})", n=C.carer.full(), rel="mother" if C.carer is C.mum else "father")
    d.t("\n")
    n = rng.randint(1, 4)
    d.line("Course %d of this year. Indication: %s." % (n, pick(rng, ["pulmonary exacerbation", "elective 3-monthly IVs",
                                                                      "failure to respond to oral ciprofloxacin", "Pa eradication (new isolate)"])))
    d.line("Organisms: %s" % "; ".join(o[0] for o in cl.orgs))
    d.t("\n")
    d.line("VASCULAR ACCESS")
    line = pick(rng, CL.LINES)
    ins = C.d0 - days(rng.randint(0, 2) if "Port" not in line else rng.randint(300, 2500))
    d.line("  %s, inserted {x} by {w}" % line, x=ds(C, ins, ["num", "short", "med", "my"] if "Port" in line else ["num", "short", "med"]),
           w=[H.titled(rng, C.reg, C.country), " (interventional radiology)"] if "Port" in line or chance(rng, 0.3) else [C.cns2.full(), ", vascular access nurse"])
    if "Port" in line or chance(rng, 0.35):
        d.line("  Device serial/lot: {s}", s=H.device_sn(rng, "port"))
    d.line("  Tip position confirmed on CXR. External length %d cm, arm circumference %d cm." % (rng.randint(0, 4), rng.randint(18, 32)))
    d.t("\n")
    reg, adult_dose, kid_dose = pick(rng, CL.IV_REGIMES)
    sec, sec_dose = pick(rng, CL.IV_SECOND)
    start = C.d0
    end = start + days(pick(rng, [13, 13, 14, 20]))
    d.line("ANTIBIOTICS")
    d.line("  %-26s %-18s %-12s %s" % ("Drug", "Dose", "Start", "Planned end"))
    for drug, dose in ((reg, kid_dose if paed else adult_dose), (sec, sec_dose)):
        d.line("  {a}{b}{s}{e}", a=pad(drug, 27), b=pad(dose, 19), s=pad(ds(C, start, ["num", "short"]), 13), e=ds(C, end, ["num", "short"]))
    d.line("  Device: %s; delivered by {hc} (order ref {o}); dispensed by {ph}." % pick(rng, ["Baxter Infusor LV10 elastomeric",
                                                                                          "Easypump II 240 mL", "CADD-Solis ambulatory pump", "bolus via syringe"]),
           hc=(C.homecare, "ORGANIZATION"), o=H.idnum(rng, "order"), ph=(C.pharmacy, "HOSPITAL"))
    d.t("\n")
    d.f("First doses given on {w}" + pick(rng, [", room {r}", ", bay {r}", ""]) + " on {x}; observed 30 min, no reaction. ",
        w=(C.ward, "HOSPITAL"), r=H.room(rng), x=ds(C, start, ["num", "dm", "wd"]))
    d.f("Competency assessment for home administration completed by {c} with {p}.\n",
        c=C.cns.full(), p=C.carer.full() if paed else pname(C, ["first", "title"]))
    d.t("\n")
    if sec in ("tobramycin", "amikacin"):
        d.line("AMINOGLYCOSIDE LEVELS")
        for k in range(rng.randint(2, 3)):
            x = start + days(k * 7 + 1)
            d.line("  {x}  %s  trough %s mg/L (target <%s)" % (_tm(rng, 7, 11), "<0.5" if chance(rng, 0.6) else "%.1f" % rng.uniform(0.5, 1.4),
                                                               "1" if sec == "tobramycin" else "2.5"), x=ds(C, x, ["num", "short", "wd", "dm"]))
        d.line("  Creatinine %d -> %d umol/L. Audiology: %s." % (rng.randint(45, 80), rng.randint(45, 90), pick(rng, ["baseline normal",
                                                                                                                   "no new tinnitus reported", "not done this course"])))
        d.t("\n")
    d.line("VISITS")
    d.line("  Date          Nurse                     Notes")
    for k in range(rng.randint(2, 4)):
        x = start + days(k * rng.randint(3, 5) + 2)
        who = pick(rng, [C.homenurse, C.cns, C.cns2])
        d.line("  {x}{n}%s" % pick(rng, ["line flushed, dressing changed, bloods taken", "well, coughing less", "PICC site red - swab sent",
                                        "weight %.1f kg, spirometry done" % (cl.wt + rng.uniform(-0.5, 1.2)), "level taken 07:55",
                                        "parent confident with doses" if paed else "self-administering confidently"]),
               x=pad(ds(C, x, ["num", "short"]), 14), n=pad([who.full(), " ", who.cred or "RN"] if chance(rng, 0.6) else who.ini(False), 26))
    d.t("\n")
    d.line("OUTCOME")
    if cl.spiro:
        d.line("  FEV1 start %d%% -> end %d%%; weight %.1f -> %.1f kg; CRP %d -> %d mg/L." % (
            cl.fev1p, min(130, cl.fev1p + rng.randint(-2, 14)), cl.wt, cl.wt + rng.uniform(-0.4, 1.5), rng.randint(10, 80), rng.randint(1, 12)))
    else:
        d.line("  Weight %.1f -> %.1f kg; cough improved." % (cl.wt, cl.wt + rng.uniform(-0.2, 0.8)))
    d.line("  Course completed {x}; %s." % pick(rng, ["line removed in day unit", "port flushed and de-accessed", "line removed at home visit"]),
           x=ds(C, end, ["num", "short", "long"]))
    d.t("\n")
    d.line("24-hour advice: CF unit {p}; out of hours {q}; homecare helpline {r}", p=(C.unit_phone, "PHONE"),
           q=H.PH(rng, C.country, "land"), r=H.PH(rng, C.country, "land"))
    sig(C, d, C.cns, ROLE_TITLE["cns"][C.country], contact=False)
    if chance(rng, 0.45):
        audit(C, d)


def modulator(C, d):
    rng = C.rng
    cl = C.cl
    brand_us = C.country in (US, CA, AU)
    if not cl.mod:
        cl.mod = "eti" if C.d0.year >= 2020 else "iva"
        cl.genotype = pick(rng, ["F508del/F508del", "F508del/G542X", "F508del/R117H-7T"] if cl.mod == "eti" else ["G551D/F508del", "G551D/R117H"])
        C.mod_start = max(C.dob + days(800), C.d0 - days(rng.randint(60, 600)))
        if C.mod_start >= C.d0:
            C.mod_start = C.d0 - days(30)
        cl.sweat_on = max(15, cl.sweat - rng.randint(30, 70))
    d.line(pick(rng, ["CFTR MODULATOR MONITORING", "CFTR Modulator Therapy - Monitoring Review", "Modulator Clinic - Pharmacist Note"]))
    d.line("{h}  |  {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.line("Review date: {x}", x=ds(C, C.d0))
    d.t("\n")
    id_lines(C, d, compact=chance(rng, 0.4))
    d.t("\n")
    d.line("Genotype: %s" % cl.genotype)
    d.line("Drug: %s" % CL.mod_name(cl, brand_us))
    d.line("Dose: %s" % CL.mod_dose(cl, C.age))
    d.line("Start date: {x}   Prescriber: {p}", x=ds(C, C.mod_start), p=H.titled(rng, C.cons, C.country))
    if C.country == US:
        d.line("Specialty pharmacy: {p}   Prior auth #: {a} (valid through {x})", p=(C.pharmacy, "HOSPITAL"), a=H.idnum(rng, "pa"),
               x=ds(C, C.d0 + days(rng.randint(60, 330)), ["num", "numnz", "my"]))
        d.line("Insurance: {i}   Member ID: {m}" + pick(rng, ["", "   Group: {g}"]), i=(pick(rng, ["Bluecrest Health Plan", "Prairie Mutual",
                                                                                          "Keystone Family Health"]), "ORGANIZATION"),
               m=(C.hp, "HEALTHPLAN"), g=("GRP" + str(rng.randint(10000, 99999)), "HEALTHPLAN"))
    elif C.country in (UK, IE):
        d.line("Supply: homecare delivery via {h}; next delivery {x}; Rx ref {r}", h=(C.homecare, "ORGANIZATION"),
               x=ds(C, C.d0 + days(rng.randint(3, 28)), ["num", "wd", "dm"]), r=H.idnum(rng, "rx"))
    else:
        d.line("Dispensed by {p}; script no. {r}", p=(C.pharmacy, "HOSPITAL"), r=H.idnum(rng, "rx"))
    d.t("\n")
    d.line("LIVER FUNCTION")
    d.line("  Date          ALT   AST   GGT   Bili   (ULN ALT 40)")
    pts = [C.mod_start - days(rng.randint(5, 40))]
    k = 1
    while True:
        nx = C.mod_start + days(91 * k)
        if nx >= C.d0 or k > 5:
            break
        pts.append(nx + days(rng.randint(-10, 10)))
        k += 1
    pts.append(C.d0)
    for i, x in enumerate(pts):
        d.line("  {x}%d    %d    %d    %d%s" % (rng.randint(12, 110), rng.randint(14, 90), rng.randint(10, 70), rng.randint(4, 40),
                                                "   (baseline)" if i == 0 else ""), x=pad(ds(C, x, ["num", "short", "iso"]), 14))
    d.line("  %s" % pick(rng, ["No transaminase rise >3x ULN.", "ALT 2.8x ULN at 3 months - dose held for 1 week, restarted at full dose.",
                               "Isolated bilirubin rise (Gilbert's pattern) - no action.", "CK raised 640 U/L after exercise - repeat normal."]))
    d.t("\n")
    d.line("Sweat chloride: baseline %d mmol/L ({a}); on treatment %d mmol/L ({b})." % (cl.sweat, cl.sweat_on),
           a=ds(C, C.dob + days(rng.randint(10, 40)), ["num", "my", "y"]) if chance(rng, 0.4) else ds(C, C.mod_start - days(rng.randint(5, 60)), ["num", "my"]),
           b=ds(C, C.d0 - days(rng.randint(0, 60)), ["num", "my", "short"]))
    if cl.spiro:
        d.line("Spirometry: " + CL.spiro(rng, cl) + " (pre-modulator FEV1 %d%%)." % max(20, cl.fev1p - rng.randint(3, 16)))
    d.line(CL.anthro(rng, cl) + ".")
    if C.age < 18:
        d.line("Eye examination: slit-lamp at {h} on {x} - %s." % pick(rng, ["no lens opacities", "no cataract", "trace posterior opacity, repeat 6 months"]),
               h=(C.local, "HOSPITAL") if chance(rng, 0.5) else (C.centre, "HOSPITAL"), x=ds(C, C.d0 - days(rng.randint(10, 120))))
    d.line("Mood/sleep: %s; %s." % (CL.score(rng, max(C.age, 12)), pick(rng, ["no new anxiety or low mood", "reports vivid dreams and insomnia",
                                                                            "brain fog in first month, now resolved", "irritability noted by parents"])))
    d.t("\n")
    d.line("INTERACTIONS / COUNSELLING")
    items = ["Avoid grapefruit and Seville oranges (CYP3A inhibition).",
             "Itraconazole started - modulator reduced to twice weekly dosing per SmPC.",
             "Rifampicin/rifabutin contraindicated (strong CYP3A inducers).",
             "Take with fat-containing food; missed dose within 6 h may be taken.",
             "St John's wort - advised not to use.", "Clarithromycin course - ivacaftor evening dose omitted for duration."]
    if C.sex == "F" and C.age >= 14:
        items.append("Contraception: efficacy of hormonal methods not affected; pregnancy planning discussed.")
    for x in rng.sample(items, rng.randint(2, 4)):
        d.line(" - " + x)
    d.t("\n")
    d.line("Next LFTs: {x}. Next modulator review: {y}.", x=ds(C, C.d0 + days(rng.randint(60, 100)), ["my", "num", "medsp"]),
           y=ds(C, C.d0 + days(rng.randint(150, 200)), ["my", "my3", "num"]))
    d.t("\n")
    sig(C, d, C.pharm, ROLE_TITLE["pharm"][C.country])
    if chance(rng, 0.45):
        audit(C, d, C.pharm)
