"""Genre: bone marrow / haematopoietic stem cell transplant follow-up."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import places as PL
import story as S
from doc import Doc, X

KEY = "bmt"

BLOOD = ["A pos", "O pos", "B neg", "AB pos", "O neg", "A neg", "B pos"]
VACC = ["Pneumococcal conjugate (PCV13) #1", "Pneumococcal conjugate #2", "Pneumococcal conjugate #3", "Inactivated influenza",
        "DTaP/IPV/Hib #1", "DTaP/IPV/Hib #2", "Hepatitis B #1", "Recombinant zoster #1", "Meningococcal ACWY", "MMR (not before +24 months)"]


def _setup(C):
    R = C.R
    C.tx = R.choice(CL.HAEM_TX)
    day = R.choice([28, 42, 60, 84, 100, 100, 120, 180, 270, 365, 540, 730])
    C.dayn = day
    C.d0 = C.today - dt.timedelta(days=day)
    C.dx_date = C.d0 - dt.timedelta(days=R.randint(90, 400))
    p = C.pt
    if C.tx["tx"] == "allogeneic":
        kind = R.choice(["sib", "mud", "mud", "haplo", "mmud"])
        C.donor_kind = kind
        if kind in ("sib", "haplo"):
            rels = ("brother", "sister") if kind == "sib" else ("brother", "sister", "son", "daughter")
            fam = [f for f in p.family if f.rel in rels]
            if fam:
                C.donor = fam[0]
            else:
                from people import Person
                d = Person(R, C.L, "FAMILY", origin=p.origin, last=p.last, avoid_first=[p.first])
                d.rel = "brother" if d.sex == "M" else "sister"
                d.age = max(18, p.age + R.randint(-9, 9))
                d.profession = R.choice(["teacher", "farmer", "accountant"])
                p.family.append(d)
                C.donor = d
            if kind == "haplo" and C.donor.rel in ("brother", "sister"):
                pass
        else:
            C.donor = None
            C.donor_id = R.choice(["%04d-%04d-%d" % (R.randint(0, 9999), R.randint(0, 9999), R.randint(0, 9)),
                                   "D%08d" % R.randint(0, 99999999), "GRID %04d %04d %04d %04d" % tuple(R.randint(0, 9999) for _ in range(4))])
            C.donor_age = R.randint(19, 44)
            C.donor_sex = R.choice(["male", "female"])
    else:
        C.donor_kind = "auto"


def _donor_pieces(C):
    R = C.R
    k = C.donor_kind
    if k == "auto":
        return ["autologous PBSC (", "%.1f" % R.uniform(2.1, 6.5), " x10^6 CD34+/kg; harvest ", C.D(C.d0 - dt.timedelta(days=R.randint(30, 90))), ")"]
    if k in ("sib", "haplo"):
        d = C.donor
        label = "HLA-identical sibling" if k == "sib" else "haploidentical"
        return [label, " donor - ", C.his, " ", d.rel, " ", d.full() if R.random() < 0.5 else d.firstname(), " (", X("AGE", str(d.age)),
                R.choice([")", " y)", " years)"])]
    label = "10/10 HLA-matched unrelated donor" if k == "mud" else "9/10 mismatched unrelated donor (HLA-C)"
    return [label, " (donor ID ", X("IDNUM", C.donor_id), ", ", C.donor_sex, ", age ", X("AGE", str(C.donor_age)), ")"]


def followup_letter(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    cons = C.staff("haem", "cons")
    coord = C.staff("cns", "coord")
    gp, practice = C.gp_and_practice()
    B.letterhead(doc, C, dept=R.choice(["Haematology & Stem Cell Transplant Unit", "Bone Marrow Transplant Programme",
                                        "Blood and Marrow Transplant Service", "Department of Haematology"]))
    doc.line(C.DL(C.today))
    doc.blank()
    doc.add(gp.t_full(C.period), "\n", X("HOSPITAL", practice.name), "\n", *B.addr_lines(C, practice.addr))
    doc.blank()
    doc.line("Dear ", gp.t_last(C.period), ",")
    doc.blank()
    B.pt_header(doc, C, style="re", show_addr=R.random() < 0.6)
    doc.blank()
    doc.line("Diagnosis: ", C.tx["dx"], " (", C.tx["risk"], "), diagnosed ", C.MY(C.dx_date))
    doc.line("Transplant: ", C.tx["tx"], " HSCT on ", C.D(C.d0), " (Day 0) at ", C.hosp.X())
    doc.line("Donor/source: ", *_donor_pieces(C))
    doc.line("Conditioning: ", C.tx["cond"], R.choice(["", " with ATG", " with alemtuzumab", " + PTCy"]) if C.tx["tx"] == "allogeneic" else "")
    if C.tx["tx"] == "allogeneic":
        doc.line("CMV: D", R.choice(["+", "-"]), "/R", R.choice(["+", "-"]), "   Blood group: ", R.choice(BLOOD), " -> ", R.choice(BLOOD))
    doc.line("Today: Day +", str(C.dayn))
    doc.blank()
    doc.add("I reviewed ", C.ptl(), " in the transplant clinic today")
    if p.family and R.random() < 0.6:
        f = p.family[0]
        doc.add(", accompanied by ", C.his, " ", f.rel, " ", f.firstname())
    doc.add(". ")
    if C.tx["tx"] == "allogeneic":
        doc.add("From a GVHD perspective there is ", R.choice(CL.GVHD), ". ")
        doc.add("Ciclosporin level ", str(R.randint(90, 260)), " ug/L on ", C.D(C.days(-R.randint(1, 7))), "; ",
                R.choice(["taper started", "dose unchanged", "taper to stop by Day +180", "switched to tacrolimus for renal function"]), ". ")
        doc.add("Chimerism (", C.D(C.days(-R.randint(3, 20))), ", lab ref ", X("IDNUM", "CHM%06d" % R.randint(0, 999999)), "): ",
                R.choice(["100% donor in whole blood and T cells", "98% donor T-cell, 100% myeloid", "mixed T-cell chimerism 85% donor"]), ". ")
        doc.add("CMV PCR ", R.choice(["not detected", "low-level 350 IU/mL, repeat in a week", "negative on letermovir prophylaxis"]), ". ")
    else:
        doc.add("Engraftment: neutrophils Day +", str(R.randint(10, 16)), ", platelets Day +", str(R.randint(12, 25)), ". ")
        doc.add("Restaging ", R.choice(["bone marrow", "PET-CT", "serum free light chains"]), " on ", C.D(C.days(-R.randint(5, 30))),
                " shows ", R.choice(["VGPR", "complete remission", "complete metabolic response", "stringent CR"]), ". ")
    doc.add(C.He, " reports ", "; ".join(R.sample(CL.TOX, 2)), ".")
    doc.blank()
    doc.blank()
    doc.line("Bloods: ", CL.labs_block(R, "inline").strip())
    doc.line("Medications: ", ", ".join(R.sample(["aciclovir 400 mg BD", "co-trimoxazole 480 mg Mon/Wed/Fri", "posaconazole 300 mg OD",
                                                  "letermovir 480 mg OD", "ciclosporin 100 mg BD", "penicillin V 250 mg BD",
                                                  "omeprazole 20 mg OD", "magnesium glycerophosphate", "ursodeoxycholic acid 300 mg BD",
                                                  "lenalidomide 10 mg maintenance"], 4)))
    doc.blank()
    doc.line("Plan:")
    items = [["Revaccination programme to start ", C.D(C.d0 + dt.timedelta(days=R.choice([180, 365])))],
             ["Next clinic ", C.WD(C.days(R.choice([7, 14, 28, 42])))],
             ["Please avoid live vaccines; irradiated blood products for life"],
             ["DEXA scan ", C.MY(C.days(R.randint(30, 120)))],
             ["Bone marrow biopsy at Day +", str(C.dayn + 80)],
             ["Contact ", coord.full(), " (transplant coordinator) on ", X("PHONE", C.phone("land")), " with any concerns"],
             ["Driving: may resume from ", C.D(C.days(R.randint(7, 30)))]]
    for i, it in enumerate(R.sample(items, R.randint(3, 5))):
        doc.line(str(i + 1), ". ", *it)
    doc.blank()
    B.signature(doc, C, cons, "haem", licence=R.random() < 0.3)
    doc.blank()
    B.cc_block(doc, C, None, None, [[C.staff("haem", "referrer").t_full(C.period), ", referring haematologist, ", C.make_inst("hospital").X()]])
    return doc


def us_bmt_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    att = C.staff("haem", "cons")
    app = C.staff("np", "np")
    pharm = C.staff("pharm", "pharm")
    doc.line(R.choice(["BLOOD & MARROW TRANSPLANT CLINIC - FOLLOW-UP", "BMT Outpatient Progress Note", "Transplant and Cellular Therapy Clinic Note"]))
    doc.line(X("HOSPITAL", C.hosp.name), ", ", X("LOCATION_OTHER", C.building()), ", clinic room ", X("LOCATION_OTHER", str(R.randint(1, 30))))
    doc.blank()
    doc.line("Patient: ", p.LCF(), "   MRN ", X("MRN", p.mrn), "   DOB ", C.D(p.dob), " (", C.age(), " y)")
    doc.line("Visit date: ", C.D(C.today), "   Day +", str(C.dayn), " post ", C.tx["tx"], " HCT (", C.D(C.d0), ")")
    doc.line("Attending: ", att.t_full(C.period), "   APP: ", app.fml(), ", ", app.creds)
    if p.plans and R.random() < 0.6:
        doc.line("Insurance: ", X("ORGANIZATION", p.plan_org) if p.plan_org else "Medicare", " ", X("HEALTHPLAN", p.plans[0][1]),
                 "   Transplant case #: ", X("IDNUM", "TC%05d" % R.randint(0, 99999)))
    doc.blank()
    doc.line("TRANSPLANT SUMMARY")
    doc.line("  Dx: ", C.tx["dx"], "; diagnosed ", C.D(C.dx_date))
    doc.line("  Graft: ", *_donor_pieces(C))
    doc.line("  Conditioning: ", C.tx["cond"], "; GVHD ppx: ", R.choice(["tacrolimus/methotrexate", "PTCy/tacrolimus/MMF", "tacrolimus/sirolimus"]) if C.tx["tx"] == "allogeneic" else "N/A")
    anc = C.d0 + dt.timedelta(days=R.randint(11, 21))
    doc.line("  Engraftment: ANC ", C.D(anc), ", plt ", C.D(anc + dt.timedelta(days=R.randint(0, 12))))
    doc.blank()
    doc.add("INTERVAL HISTORY: ", C.ptl(True), " returns for routine follow-up. ", C.He, " reports ", "; ".join(R.sample(CL.TOX, 2)), ". ")
    if C.tx["tx"] == "allogeneic":
        doc.add("GVHD: ", R.choice(CL.GVHD), ". ")
    if p.family and R.random() < 0.7:
        f = R.choice(p.family)
        pcs = [C.His, " ", f.rel, " ", f.full(), " remains ", C.his, " 24/7 caregiver"]
        if R.random() < 0.5:
            pcs += [" (cell ", X("PHONE", C.phone("mobile")), ")"]
        doc.add(*pcs, ". ")
    if C.dayn < 100 and R.random() < 0.6:
        doc.add("Staying at ", X("LOCATION_OTHER", R.choice(["Maple Hospitality House", "Rosewood Family House", "Harbor Guest House", "Kestrel Residence"])),
                ", unit ", X("LOCATION_OTHER", str(R.randint(1, 40))), " until Day +100. ")
    doc.blank()
    doc.blank()
    doc.line("LABS: ", CL.labs_block(R, "us").strip())
    if C.tx["tx"] == "allogeneic":
        doc.line("Tacrolimus trough ", "%.1f" % R.uniform(4, 14), " ng/mL; Mg ", "%.1f" % R.uniform(1.4, 2.3), "; CMV PCR ", R.choice(["<137 IU/mL", "not detected"]))
    else:
        doc.line("SPEP: ", R.choice(["no M-spike detected", "M-spike 0.2 g/dL", "N/A"]), "; Mg ", "%.1f" % R.uniform(1.4, 2.3))
    doc.line("CENTRAL LINE: ", R.choice(["Hickman, double lumen", "PICC, triple lumen", "tunneled CVC"]), " (lot ", X("DEVICE", LC.device_serial(R)),
             "), site clean; ", R.choice(["flushed", "dressing changed", "plan removal next visit"]))
    doc.blank()
    doc.line("ASSESSMENT/PLAN:")
    doc.line("1. ", C.tx["dx"], " s/p ", C.tx["tx"], " HCT - in remission; restaging ", C.MY(C.days(R.randint(30, 90))))
    if C.tx["tx"] == "allogeneic":
        doc.line("2. Immunosuppression - ", R.choice(["continue", "begin taper", "hold for AKI"]), "; meds reconciled with ", pharm.full(), ", ", pharm.creds)
        doc.line("3. ID prophylaxis - continue acyclovir, TMP-SMX, ", R.choice(["posaconazole", "letermovir", "fluconazole"]))
    else:
        doc.line("2. Maintenance - ", R.choice(["lenalidomide 10 mg daily", "observation", "brentuximab consolidation"]), "; meds reconciled with ",
                 pharm.full(), ", ", pharm.creds)
        doc.line("3. ID prophylaxis - continue acyclovir; revaccination from Day +180")
    doc.line("4. RTC ", C.D(C.days(R.choice([7, 14]))), "; labs twice weekly at ", X("HOSPITAL", C.make_inst("hospital").name))
    doc.blank()
    B.ehr_footer(doc, C, app, att)
    return doc


def ltfu_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    C.dayn = R.choice([365, 400, 540, 730, 1095, 1460])
    C.d0 = C.today - dt.timedelta(days=C.dayn)
    cons = C.staff("haem", "cons")
    nurse = C.staff("cns", "ltfu")
    doc.line(R.choice(["Late Effects / Long-Term Follow-Up Clinic", "POST-TRANSPLANT SURVIVORSHIP REVIEW", "BMT Late Effects Clinic"]))
    doc.line(X("HOSPITAL", C.hosp.name), "   ", C.D(C.today))
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "inline", "upper"]), show_addr=R.random() < 0.5)
    doc.blank()
    doc.line("Transplant: ", C.tx["tx"], " on ", C.D(C.d0), " for ", C.tx["dx"], "; now ", str(C.dayn // 365), " year%s post" % ("" if C.dayn // 365 == 1 else "s"))
    doc.line("Donor: ", *_donor_pieces(C))
    doc.blank()
    doc.line("Screening checklist:")
    doc.line("  Endocrine: TSH ", "%.1f" % R.uniform(0.5, 6), "; ", R.choice(["on HRT", "testosterone low-normal", "cortisol normal"]))
    doc.line("  Bone: DEXA ", C.D(C.days(-R.randint(20, 200))), " - ", R.choice(["osteopenia, T -1.8", "normal", "osteoporosis L-spine, started alendronate"]))
    doc.line("  Eyes: ", R.choice(["cataract clinic ", "ophthalmology review "]), C.MY(C.days(R.randint(20, 120))))
    doc.line("  Skin: annual skin check; ", R.choice(["no lesions", "actinic keratoses treated"]))
    doc.line("  Cardiovascular: BP ", "%d/%d" % (R.randint(110, 150), R.randint(65, 92)), ", lipids ", R.choice(["normal", "raised, GP to start statin"]))
    doc.blank()
    doc.line("Vaccinations:")
    vd = C.d0 + dt.timedelta(days=R.choice([180, 270, 365]))
    for v in R.sample(VACC, R.randint(3, 5)):
        doc.line("  ", v.ljust(38), C.D(vd))
        vd = vd + dt.timedelta(days=R.choice([28, 30, 56, 60]))
    doc.blank()
    doc.add("Psychosocial: ")
    if p.retired:
        doc.add("Retired ", X("PROFESSION", p.profession), "; ")
    elif p.age < 24:
        doc.add("Returned to studies at ", X("ORGANIZATION", R.choice(["%s College" % C.addr().city, "%s University" % C.addr().city,
                                                                        "%s Technical Institute" % C.addr().city])), "; ")
    else:
        doc.add("Back at work as ", B.art(p.profession), X("PROFESSION", p.profession), " with ", X("ORGANIZATION", p.employer),
                R.choice([" (3 days/week)", "", " full time"]), "; ")
    doc.add(R.choice(["mood good", "some anxiety about relapse; counselling offered", "fatigue limiting social life"]), ". ")
    if p.family and R.random() < 0.6:
        f = R.choice(p.family)
        doc.add(C.His, " ", f.rel, " ", f.firstname(), " (", X("AGE", str(f.age)), ") ", R.choice(["is well", "has been a great support",
                                                                                                    "attended today"]), ". ")
    if R.random() < 0.35:
        doc.add("Travelled to ")
        doc.add(*PL.country_pieces(X, R.choice(PL.COUNTRIES)))
        doc.add(" in ", C.MY(C.days(-R.randint(30, 200))), " without problems. ")
    doc.blank()
    doc.blank()
    doc.line("Plan: annual review ", C.MY(C.days(365)), "; survivorship care plan sent to GP; patient portal: ",
             X("URL", "https://myhealth." + C.hosp.domain))
    doc.blank()
    doc.line(nurse.full(), ", ", nurse.creds, " (Late effects CNS)   /   ", cons.t_full(C.period))
    if R.random() < 0.5:
        doc.line("Entered by ", nurse.username(), " ", C.D(C.today))
    return doc


def generate(C):
    R, L = C.R, C.L
    if L == "US":
        v = R.choices([followup_letter, us_bmt_note, ltfu_note], [1, 5, 2])[0]
    else:
        v = R.choices([followup_letter, us_bmt_note, ltfu_note], [5, 1 if L == "CA" else 0, 3])[0]
    return v(C), v.__name__
