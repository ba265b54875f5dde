"""Genre: conditioning / lymphodepletion and infusion record."""
import clin
import common as C
import ids
import places

GENRE = "conditioning_infusion_record"
KIND = ["allo", "allo", "auto", "cart", "cart"]


def _regimen(c, rng):
    if c.kind == "cart":
        return "Flu/Cy (lymphodepletion)"
    if c.kind == "auto":
        return c.dis["regimen"]
    return rng.choice(["Flu/Bu4", "Flu/Bu2", "Flu/Mel", "Cy/TBI", "Flu/Cy/TBI + PTCy", "FluTreo"])


def _vit_table(d, rng, start_h):
    d.line("  Time    T     HR   BP       RR  SpO2")
    marks = ["pre", "15 min", "30 min", "60 min", "end", "+1 h"]
    for i, mk in enumerate(marks[:rng.randint(4, 6)]):
        d.line("  %-7s %.1f  %-4d %d/%-4d %-3d %d%%" % (mk, rng.uniform(36.3, 38.0), rng.randint(60, 112), rng.randint(98, 168),
                                                   rng.randint(52, 92), rng.randint(12, 22), rng.randint(94, 100)))


def generate(c, d, rng):
    reg = _regimen(c, rng)
    drugs = clin.REGIMENS[reg]
    adm = c.rel(min(x for _, _, days in drugs for x in days) - 1)
    d.line((c.hosp, "HOSPITAL"), " - ", (c.ward, "HOSPITAL"))
    title = "LYMPHODEPLETION AND CAR-T INFUSION RECORD" if c.kind == "cart" else rng.choice(
        ["CONDITIONING AND STEM CELL INFUSION RECORD", "Conditioning Chemotherapy & HPC Infusion Record",
         "HIGH-DOSE THERAPY / ASCT RECORD" if c.kind == "auto" else "ALLOGENEIC HCT - CONDITIONING & DAY 0 RECORD"])
    d.line(title)
    C.banner(d, c, rng)
    d.line("Room ", (c.room, "LOCATION_OTHER"), rng.choice(["   Bed ", "  bed "]), (c.bed, "LOCATION_OTHER"),
           "    Admitted: ", c.d(adm), "    Consultant: Dr ", (c.att.last, "DOCTOR"))
    ht, wt = rng.randint(152, 193), round(rng.uniform(47, 121), 1)
    bsa = (ht * wt / 3600) ** 0.5
    d.line("Height %d cm  Actual wt %.1f kg  Adj BW %.1f kg  BSA %.2f m2 (Mosteller, %s)" % (
        ht, wt, wt * 0.9, bsa, rng.choice(["capped at 2.0", "not capped", "actual weight"])))
    d.line("Regimen: ", reg, "   Protocol: ", rng.choice(["BMT-" + ids.digits(rng, 3), "CT-%s v%d" % (ids.digits(rng, 2), rng.randint(2, 7)),
                                                      "institutional SOP"]),
           "   Indication: ", c.disease_line())
    if c.kind == "allo":
        d.line("GVHD prophylaxis: ", rng.choice(clin.GVHD_PROPH), "   Donor: ", rng.choice(clin.DONORS))
    d.line("")
    d.line("Day   Date         Drug / dose                                Given   RN")
    for day in range(-7, 5):
        for name, dose, days in drugs:
            if day in days:
                d.line("%-5s " % ("D%+d" % day if day else "D0"), c.d(c.rel(day), rng.choice([c.short, c.dstyle]) if day == -7 else c.short),
                       "  %-48s %s  " % ((name + " " + dose)[:48], ids.clock(rng, 8, 20)), (rng.choice([c.nurse, c.nurse2]).initials_bare(), "DOCTOR"))
    if "Busulf" in str(drugs):
        d.line("Busulfan PK (dose 1): AUC %.1f mg.h/L -> dose %s; reviewed by " % (
            rng.uniform(14, 26), rng.choice(["unchanged", "reduced 10%", "increased 8%"])),
            (c.pharm.full(), "DOCTOR"), ", PharmD" if c.country == "US" else ", pharmacist")
    if "TBI" in str(drugs):
        d.line("TBI delivered in Radiotherapy (bunker ", rng.choice(["LINAC 3", "Linac B"]), "), lung shielding ", rng.choice(["yes", "not required"]),
               "; emesis prophylaxis ondansetron + dexamethasone.")
    sup = ["mesna with Cy", "hyperhydration 3 L/m2/day",
                                                  "allopurinol", "ursodiol from D-7", "cryotherapy (ice chips) with melphalan",
           "ondansetron 8 mg IV BID", "aprepitant 125/80/80", "palifermin (not given)"]
    if "Busulf" in str(drugs):
        sup.append("levetiracetam seizure prophylaxis (busulfan)")
    d.line("Supportive: ", ", ".join(clin.pick(rng, sup, 3)), ".")
    d.line("")
    d.line("DAY 0 - ", c.d(c.day0, rng.choice([c.wklong, c.dstyle])))
    if c.kind == "cart":
        p = c.prod
        d.line("Product: ", p["brand"], " (", p["gen"], ")  target dose ", p["dose"])
        d.line("COI: ", (ids.coi(rng, c.yy), "IDNUM"), "   Lot/Batch: ", (ids.letters(rng, 2) + ids.digits(rng, 6), "IDNUM"),
               "   Bags: ", str(rng.choice([1, 1, 2])))
        d.line("Pre-infusion check: no fever >38, no active infection, Cr stable, ICE 10/10 (baseline), tocilizumab x2 on ward.")
        d.line("Premeds: paracetamol 1 g PO + chlorphenamine 10 mg IV 30 min prior. NO steroids.")
    else:
        src = rng.choice(["fresh HPC(A) from donor centre", "cryopreserved HPC(A)", "fresh bone marrow (HPC, M)", "cryopreserved HPC(A) x3 bags"])
        d.line("Product: ", src if c.kind == "allo" else "autologous cryopreserved HPC(A), %d bags" % rng.randint(2, 5))
        if c.kind == "allo" and rng.random() < 0.6:
            art, ctry = places.strip_the(rng.choice(places.DONOR_COUNTRIES))
            d.line("Donor: unrelated, ", rng.choice(["M", "F"]), ", ", (str(rng.randint(19, 44)), "AGE"), " y, CMV ", rng.choice(["+", "-"]),
                   ", ABO ", rng.choice(["O pos", "A neg", "B pos"]), " - collected in ", art, (ctry, "COUNTRY"),
                   "; donor ID ", (ids.donor_id(rng), "IDNUM"))
        elif c.kind == "allo":
            d.line("Donor: ", c.sib_rel, " ", (c.sib.full(), "FAMILY"), " (collected ", c.d(ids.add(c.day0, -1), c.short), ")")
        d.line("Unit DIN: ", (ids.din(rng), "IDNUM"), *(["  /  ", (ids.din(rng), "IDNUM")] if rng.random() < 0.4 else []))
        d.line("Cell dose: CD34+ %.2f x10^6/kg   CD3+ %.1f x10^7/kg   TNC %.1f x10^8/kg" % (rng.uniform(2, 9), rng.uniform(0.5, 30), rng.uniform(2, 12)))
        d.line("Premeds: paracetamol 1 g PO, chlorphenamine 10 mg IV", rng.choice([", hydrocortisone 100 mg IV", ""]), ".")
    if c.kind != "allo" or rng.random() < 0.5:
        d.line("Thaw: ", rng.choice(["Plasmatherm thawer", "37C water bath", "ThermoGenesis thaw bath"]), " SN ", (ids.device_sn(rng), "DEVICE"),
               "; thaw start ", ids.clock(rng, 9, 14), ", time to infusion < 30 min")
    if rng.random() < 0.6:
        d.line("Bag label ", C.pt_name(c, rng, ["upper", "lf"]), " / DOB ", c.d(c.dob), " checked against wristband - match.")
    d.line("Bedside verification (2-person): ", (c.nurse.full(), "DOCTOR"), " RN / ", (c.nurse2.full(), "DOCTOR"), " RN",
           *(["; palm-vein ID ", (ids.bioid(rng, "palm"), "BIOID")] if rng.random() < 0.35 else []))
    if rng.random() < 0.5:
        d.line("Pump: ", rng.choice(["Alaris (BD)", "Sapphire", "gravity - no pump", "Alaris"]), " asset ", (ids.device_sn(rng), "DEVICE"))
    sh, sm = rng.randint(10, 14), rng.choice([0, 10, 20, 30, 40, 50])
    em = sm + rng.randint(8, 75)
    d.line("Infusion start %02d:%02d  end %02d:%02d" % (sh, sm, sh + em // 60, em % 60), "   volume %d mL via %s" % (
        rng.randint(40, 420), rng.choice(["Hickman red lumen", "PICC", "CVC distal lumen", "peripheral 18G"])))
    _vit_table(d, rng, 10)
    d.line("Reactions: ", rng.choice(["none", "DMSO odour + garlic taste, nausea - ondansetron", "transient HTN 172/90, settled",
                                      "rigors at 20 min - rate slowed", "none; pt tolerated well", "chest tightness - paused 5 min, resumed"]))
    if c.kind == "cart":
        d.line("Post: vitals q4h x7 days, ICE/CARTOX twice daily, neuro obs; REMS card given. Must stay within 2 h of ",
               (c.hosp_abbr if rng.random() < 0.5 else c.hosp, "HOSPITAL"), " for 4 weeks.")
    C.signature(d, c, rng, person=rng.choice([c.att, c.fellow]), when=c.day0)
    if rng.random() < 0.4:
        C.audit(d, c, rng, c.day0)
