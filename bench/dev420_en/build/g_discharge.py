"""Genre: inpatient discharge summary after transplant / CAR-T admission."""
import clin
import common as C
import ids

GENRE = "discharge_summary"
KIND = ["allo", "allo", "cart", "cart", "auto"]


def _course(d, c, rng, eng_day, dc_day):
    d.line("")
    d.line(rng.choice(["HOSPITAL COURSE", "Clinical course:", "SUMMARY OF ADMISSION"]))
    if rng.random() < 0.7:
        d.line(*C.title_last(c), " is a ", *C.age_items(c, rng, 0), " with ", c.disease_line(), ".")
    if c.kind == "cart":
        p = c.prod
        d.line("Admitted for lymphodepletion (", p["conditioning"], ") followed by ", p["brand"], " infusion on ", c.d(c.day0), ". ",
               rng.choice(["Infusion uneventful.", "Mild rigors during infusion, settled.", "Uneventful infusion; DMSO odour noted."]))
        crs = rng.choice([0, 1, 1, 2, 2, 3])
        if crs:
            d.line("CRS: onset D+%d, max grade %d (ASTCT), " % (rng.randint(1, 5), crs),
                   rng.choice(["fever only, settled with paracetamol.", "treated with tocilizumab x%d and dexamethasone." % rng.randint(1, 3),
                               "hypotension responsive to fluids; 1 dose tocilizumab.", "required ICU for vasopressor support for 36 h."]))
        else:
            d.line("No CRS.")
        if rng.random() < 0.45:
            d.line("ICANS: grade %d on D+%d (ICE nadir %d/10), " % (rng.randint(1, 3), rng.randint(4, 9), rng.randint(2, 8)),
                   rng.choice(["resolved within 48 h of dexamethasone.", "EEG diffuse slowing; treated dex + anakinra; resolved by D+12.",
                               "expressive dysphasia and tremor, resolved."]))
        else:
            d.line("No neurotoxicity; ICE 10/10 throughout.")
        d.line("Cytopenias: ", rng.choice(["neutrophils recovered without G-CSF.", "G-CSF from D+14, ANC >0.5 from D+%d." % eng_day,
                                          "persistent thrombocytopenia, plt %d at discharge." % rng.randint(18, 60)]))
    else:
        reg = c.dis.get("regimen") if c.kind == "auto" else rng.choice(["Flu/Bu4", "Flu/Mel", "Cy/TBI", "Flu/Cy/TBI + PTCy", "FluTreo"])
        d.line("Admitted ", c.d(c.rel(-7)), " for ", reg, " conditioning; ", "autologous" if c.kind == "auto" else rng.choice(clin.DONORS),
               " stem cells infused ", c.d(c.day0), " (CD34+ %.1f x10^6/kg)." % rng.uniform(2.1, 8.5))
        d.line("Neutropenic fever D+%d: " % rng.randint(2, 8), rng.choice(["cultures negative, pip-taz 7 days.",
                                                                         "E. coli bacteraemia, meropenem 10 days; line retained.",
                                                                         "CoNS line infection - vanc + line lock.",
                                                                         "HRCT: nodules - AmBisome empirically, galactomannan neg."]))
        d.line("Mucositis grade %d requiring %s. " % (rng.randint(1, 4), rng.choice(["PCA for 6 days", "no opioids", "TPN for 9 days"])),
               rng.choice(["Diarrhoea settled.", "C. difficile positive - oral vancomycin.", "No VOD; weight stable."]))
        if c.kind == "allo":
            d.line(rng.choice(["No acute GVHD.", "Skin aGVHD stage 1 (overall grade I, MAGIC) - topical steroids.",
                               "Upper GI aGVHD (biopsy-proven) - budesonide + beclomethasone.",
                               "Grade II aGVHD (skin+GI), methylprednisolone 1 mg/kg, responding."]))
        d.line("Engraftment: neutrophils D+%d (" % eng_day, c.d(c.rel(eng_day), c.short), "), platelets >20 unsupported D+%d." % (eng_day + rng.randint(0, 12)))
    d.line("Discharged D+%d." % dc_day)


def generate(c, d, rng):
    adm = c.rel(-7 if c.kind != "cart" else rng.choice([-6, -5, 0]))
    eng = rng.randint(10, 24)
    dc_day = eng + rng.randint(0, 14) if c.kind != "cart" else rng.randint(10, 21)
    dc = c.rel(dc_day)
    C.letterhead(d, c, rng, contacts=rng.random() < 0.6)
    d.line(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "DISCHARGE LETTER", "Discharge Summary - BMT"]))
    C.banner(d, c, rng)
    d.line("Admitted: ", c.d(adm), "    Discharged: ", c.d(dc), "    Ward: ", (c.ward, "HOSPITAL"))
    d.line("Consultant: Dr ", (c.att.full(), "DOCTOR"), "    Author: Dr ", (c.resident.full(), "DOCTOR"), rng.choice([" (FY2)", " (resident)", " (SHO)", ""]))
    if rng.random() < 0.6:
        d.line("Address: ", *c.addr.parts())
    if rng.random() < 0.5:
        d.line(c.gp_word(), ": Dr ", (c.gp.full(), "DOCTOR"), ", ", (c.practice, "HOSPITAL"),
               *(["   Fax ", (c.pfax, "FAX")] if rng.random() < 0.5 else []))
    d.line("")
    d.line("Principal diagnosis: ", c.disease_line())
    if c.kind == "cart":
        proc = "CAR-T cell therapy (" + c.prod["gen"] + ")"
    elif c.kind == "allo":
        proc = "allogeneic haematopoietic stem cell transplant"
    else:
        proc = "autologous stem cell transplant"
    d.line("Procedure: ", proc, " on ", c.d(c.day0))
    _course(d, c, rng, eng, dc_day)
    d.line("")
    d.line("Discharge labs (", c.d(dc, c.short), "): ", clin.lab_panel(rng, "engraft" if dc_day < 20 else "recovered", si=c.si, style="inline"))
    d.line("")
    d.line("DISCHARGE MEDICATIONS")
    meds = clin.MEDS_CART if c.kind == "cart" else clin.MEDS_ALLO[:12] + clin.MEDS_CART[1:4]
    for m in clin.pick(rng, meds, rng.randint(5, 9)):
        d.line("  ", m)
    if rng.random() < 0.4:
        d.line("  Prescriber: Dr ", (c.fellow.full(), "DOCTOR"), "  ", *(lambda t: [t[0], " ", (t[1], "LICENSE")])(ids.license_no(rng, c.country)))
    d.line("")
    d.line("FOLLOW-UP")
    fu = ids.add(dc, rng.randint(2, 5))
    d.line("  ", c.d(fu, rng.choice([c.wk, c.wklong, c.dstyle])), " ", ids.clock12(rng), " - ", (c.dayunit, "HOSPITAL"), " bloods + review")
    if rng.random() < 0.5:
        d.line("  ", c.d(ids.add(dc, rng.randint(7, 20)), rng.choice([c.wk, c.dstyle])), " - clinic with Dr ", (c.att.last, "DOCTOR"))
    if c.kind == "cart":
        d.line("  D+28 PET-CT and D+30 assessment; D+90 response (", "IMWG" if c.prod["myeloma"] else "Lugano 2014", ")")
        d.line("Caregiver: ", c.partner_rel, " ", (c.partner.full(), "FAMILY"), " (", (c.carer_phone, "PHONE"),
               ") to stay with patient 24/7 for 4 weeks; remain within 2 h of the centre; no driving for 8 weeks.")
        if rng.random() < 0.4:
            d.line("Local accommodation: ", (c.lodging, "LOCATION_OTHER"), rng.choice([", room ", ", flat "]), (str(rng.randint(1, 40)), "LOCATION_OTHER"))
    else:
        d.line("Pending: ", rng.choice(["D+30 chimerism", "BM biopsy D+30 (MRD)", "CMV PCR twice weekly", "repeat IgG"]), ".")
    if rng.random() < 0.35:
        d.line("Transport home: ", c.child_rel, " ", (c.child.first, "FAMILY"), " collecting; vehicle ", (ids.plate(rng, c.country), "VEHICLE"),
               " (hospital parking exemption)")
    d.line("")
    d.line("24-hour advice line: ", (ids.phone(rng, c.country), "PHONE"), rng.choice([" - call for temp >=38.0, rigors, confusion, diarrhoea, rash",
                                                                                    " (BMT unit hotline)", ""]))
    if rng.random() < 0.4:
        d.line("Patient information: ", (ids.url(rng), "URL"))
    if rng.random() < 0.3:
        d.line("Patient contact: ", (c.phone, "PHONE"), " / ", (c.email, "EMAIL"))
    C.signature(d, c, rng, person=c.resident, when=dc)
    if rng.random() < 0.5:
        C.cc_block(d, c, rng)
    if rng.random() < 0.3:
        C.audit(d, c, rng, dc, user=c.resident)
