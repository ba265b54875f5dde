"""Genre: daily inpatient ward round note (telegraphic SOAP)."""
import clin
import common as C
import ids

GENRE = "ward_round_note"
KIND = ["allo", "allo", "cart", "cart", "auto"]


def _problems(c, rng, day, febrile):
    probs = []
    if febrile:
        probs.append("# Febrile neutropenia - " + rng.choice([
            "BC x2 (Hickman + periph) sent, pip-taz D%d, CXR clear" % rng.randint(1, 4),
            "meropenem D%d, add vanc if persistent, HRCT if febrile >72h" % rng.randint(2, 5),
            "cultures neg to date; Stenotrophomonas on prior screen - co-trimoxazole cover discussed w micro"]))
    if c.kind == "cart":
        g = rng.choice([0, 1, 1, 2])
        probs.append("# CRS " + ("none" if g == 0 else "grade %d (ASTCT)" % g) + " - " + rng.choice([
            "tocilizumab 8 mg/kg IV given x1 overnight, fever settled", "monitor; toci if persists >24h or hypotension",
            "2nd dose toci + dex 10 mg IV q6h", "ferritin trending up, IL-6 sent"]))
        probs.append("# ICANS - ICE %d/10 this am, %s" % (rng.choice([10, 10, 9, 8, 6]), rng.choice([
            "no ICANS", "grade 1 - dex 10 mg IV, neuro review", "handwriting deteriorating, EEG requested",
            "cont levetiracetam 500 BID"])))
        probs.append("# Cytopenias - " + rng.choice(["G-CSF from D+14 per protocol", "CAR-HEMATOTOX high - expect prolonged",
                                                      "transfuse plt <10, Hb <70"]))
    else:
        probs.append("# Mucositis WHO grade %d - %s" % (rng.randint(1, 4), rng.choice([
            "PCA morphine, review bolus use", "caphosol + benzydamine mouthwash", "NG feeding discussed w dietitian",
            "TPN commenced via Hickman white lumen"])))
        probs.append("# Diarrhoea %d x/day - %s" % (rng.randint(1, 8), rng.choice([
            "C. diff toxin neg, GI PCR sent", "?aGVHD vs conditioning - stool vol chart, consider flexi sig",
            "loperamide PRN", "norovirus neg"])))
        if c.kind == "allo":
            probs.append("# GVHD proph - " + rng.choice(["tacrolimus level %.1f, dose unchanged" % rng.uniform(5, 10),
                                                         "tacro level %.1f -> reduce to 1 mg BID" % rng.uniform(13, 19),
                                                         "ciclosporin level 310 - hold AM dose, recheck", "MMF to stop D+35"]))
            probs.append("# VOD/SOS screen - wt %+.1f kg from baseline, bili %d, no RUQ pain; %s criteria not met" % (
                rng.uniform(-1, 4), rng.randint(8, 40), rng.choice(["Baltimore", "modified Seattle", "EBMT 2016"])))
            probs.append("# CMV (R+/D%s) - letermovir prophylaxis; PCR weekly" % rng.choice("+-"))
    probs.append("# Transfusion - " + rng.choice(["1 ATD plt (irradiated) today", "1u RBC (irradiated, CMV-safe) for Hb %d" % rng.randint(62, 79),
                                                 "nil required", "HLA-matched plts requested - refractory"]))
    probs.append("# Lines - " + rng.choice(["Hickman OK", "PICC OK, flushed", "line site red - swab, consider removal if BC+"]))
    probs.append("# Dispo - " + rng.choice(["remains inpatient", "anticipate d/c when ANC >0.5 x3", "OT/PT review; deconditioned",
                                           "not yet - needs 24h afebrile"]))
    return probs


def generate(c, d, rng):
    lo, hi = {"allo": (2, 30), "cart": (1, 14), "auto": (2, 14)}[c.kind]
    day = rng.randint(lo, hi)
    when = c.rel(day)
    febrile = rng.random() < 0.4
    if c.kind == "allo":
        what = rng.choice(["MUD allo-HSCT", "sib allo", "haplo HCT (PTCy)", "alloSCT"])
    elif c.kind == "auto":
        what = rng.choice(["ASCT", "auto-SCT", "HDT/ASCT"])
    else:
        what = c.prod["short"] if rng.random() < 0.5 else c.prod["brand"]
    head = rng.randrange(3)
    if head == 0:
        d.line(rng.choice(["BMT Ward Round", "WARD ROUND", "Haem/BMT consultant ward round", "Daily Progress Note - BMT"]),
               " - ", c.d(when, rng.choice([c.dstyle, c.wk])), " ", ids.clock(rng, 8, 11))
        d.line("Day %+d post %s" % (day, what))
    else:
        d.line(c.d(when), " ", ids.clock(rng, 8, 11), "  WR ", "D%+d" % day, " ", what)
    d.line(rng.choice(["Pt: ", "Patient: ", ""]), C.pt_name(c, rng, ["full", "lf", "upper"]), " (", *C.age_items(c, rng, rng.choice([1, 2, 6])), ")  ",
           *c.id_items(rng)[:2])
    d.line((c.ward, "HOSPITAL"), rng.choice([" rm ", " Room ", " side room "]), (c.room, "LOCATION_OTHER"),
           *([" bed ", (c.bed, "LOCATION_OTHER")] if rng.random() < 0.4 else []))
    team = [rng.choice(["Cons: Dr ", "Attending: Dr "]), (c.att.last, "DOCTOR"), rng.choice(["  Reg: Dr ", "  Fellow: Dr "]),
            (c.fellow.last, "DOCTOR")]
    if rng.random() < 0.6:
        team += [rng.choice(["  FY1: ", "  Intern: ", "  Resident: "]), (c.resident.init_last(), "DOCTOR")]
    if rng.random() < 0.5:
        team += ["  Pharm: ", (c.pharm.first, "DOCTOR")]
    d.line(*team)
    d.line("")
    d.w("S: ")
    s_bits = []
    if febrile:
        s_bits.append("spiked %.1f at %s, rigors. cultures sent." % (rng.uniform(38.1, 39.6), ids.clock(rng, 0, 5)))
    else:
        s_bits.append(rng.choice(["afebrile overnight.", "comfortable night.", "slept poorly, anxious."]))
    s_bits += clin.pick(rng, ["nausea improved, eating small amounts.", "mouth pain 6/10, using PCA boluses ~8/hr.",
                             "loose stools x3, no blood.", "feels tired, walked the corridor twice.", "no headache, no confusion.",
                             "mild cough, no sputum.", "appetite poor, supplement drinks only.", "tremor noted by pt when writing."], 2)
    d.w(" ".join(s_bits))
    if rng.random() < 0.5:
        d.w(" ", c.partner_rel.capitalize(), " ", (c.partner.first, "FAMILY"), rng.choice([" stayed overnight.", " visiting, asks re discharge date.",
                                                                                       " concerned re weight loss."]))
    d.line("")
    d.line("O: ", clin.vitals(rng, febrile, rng.randrange(3)))
    wt = rng.uniform(52, 110)
    d.line("   I/O %.1f / %.1f L; wt %.1f kg (adm %.1f)" % (rng.uniform(1.8, 4.2), rng.uniform(1.2, 3.8), wt, wt - rng.uniform(-3, 3)))
    d.line("   ", clin.exam(rng, gvhd=c.kind == "allo" and day > 12, cart=c.kind == "cart"))
    phase = "nadir" if day < 10 else ("engraft" if day < 20 else "recovered")
    d.line("   Labs (", c.d(when, c.short), "):")
    d.line(clin.lab_panel(rng, phase, si=c.si, style=rng.choice(["table", "inline", "slash"])))
    lv = clin.drug_levels(rng)
    if lv:
        d.line("   ", "; ".join(lv))
    if febrile or rng.random() < 0.3:
        d.line("   Micro: BC ", c.d(ids.add(when, -rng.randint(1, 3)), c.short), " ", rng.choice(["NGTD", "no growth 48h",
                                                                                            "GPC in clusters - CoNS, 1/2 bottles",
                                                                                            "E. coli ESBL - sens mero"]),
               "; accession ", (ids.accession(rng, c.yy, "M"), "IDNUM"))
    d.line("")
    d.line("A/P: ", *C.age_items(c, rng, rng.choice([1, 2])), " ", c.disease_line(), ", D%+d. " % day,
           rng.choice(["Overall stable.", "Clinically improving.", "Ongoing fevers, otherwise stable.", "Slow progress."]))
    for p in _problems(c, rng, day, febrile):
        d.line(p)
    meds = clin.MEDS_CART if c.kind == "cart" else clin.MEDS_ALLO
    if rng.random() < 0.6:
        d.line("Meds reviewed: ", "; ".join(clin.pick(rng, meds, rng.randint(3, 6))))
    if rng.random() < 0.5:
        d.line("Plan discussed with pt", rng.choice([" and ", " + "]), c.partner_rel, " ", (c.partner.full(), "FAMILY"),
               rng.choice([" at bedside.", " by phone.", "."]))
    sign = rng.randrange(3)
    if sign == 0:
        d.line((c.fellow.full(), "DOCTOR"), rng.choice([" (StR Haem) ", " (BMT fellow) ", " "]),
               rng.choice(["bleep ", "pager ", "p. "]), (ids.pager(rng, c.country), "PHONE"))
    elif sign == 1:
        d.line("Dr ", (c.resident.init_last(), "DOCTOR"), " for Dr ", (c.att.last, "DOCTOR"))
    else:
        C.signature(d, c, rng, person=c.fellow, when=when)
