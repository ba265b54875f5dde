"""Genres: clinic schedule / check-in list, referral letter, prior authorization request."""
import core
import clin
import ctxmod
import persona
import pools
from core import P, pick, chance, wpick, fdate

VTYPES = {"derm": ["NP", "FU", "FBSE", "BX", "PO", "INJ", "CRYO", "Mohs consult", "NP-rash",
                   "acne f/u", "TBP photos"],
          "eye": ["NP", "FU", "PO1", "PO1wk", "VF/OCT", "INJ OD", "INJ OS", "DFE", "glc chk",
                  "cat eval", "YAG"],
          "ent": ["NP", "FU", "AUDIO", "HA fit", "PO", "scope", "tubes chk", "SCIT", "VNG",
                  "cerumen", "sinus f/u"]}


def _row_note(rng, p, clinic):
    k = rng.randrange(15)
    fam = p.family(0)
    if k == 0:
        return ["Valet - plate ", P(core.plate(rng), "VEHICLE")]
    if k == 1:
        return ["palm ID ", P(core.bioid(rng), "BIOID"), " verified"]
    if k == 2:
        return ["interp " + pick(rng, pools.LANGS) + " needed"]
    if k == 3:
        return [fam.rel + " ", fam.name("first"), " driving, ", P(fam.phone, "PHONE")]
    if k == 4:
        return ["pref name ", P(p.nick or p.first, "PATIENT")]
    if k == 5:
        return ["cb cell ", P(p.cell, "PHONE")]
    if k == 6:
        return ["needs auth - ", P(p.insurer, "ORGANIZATION")]
    if k == 7:
        return ["w/c, fall risk"]
    if k == 8:
        return ["copay $%d collected" % pick(rng, [0, 20, 30, 40, 50, 75])]
    if k == 9:
        return ["ref from ", persona.Clinician(rng, "derm").name("dr_last")]
    if k == 10:
        return ["dilate", ""]
    if k == 11:
        return ["rescheduled from ", P(fdate(rng, core.add_days(p.visit, -rng.randint(2, 30)),
                                             pick(rng, ["md", "mdy2"])), "DATE")]
    if k == 12:
        return ["parking validated, plate ", P(core.plate(rng), "VEHICLE")]
    if k == 13:
        return ["kiosk fingerprint ", P(core.bioid(rng), "BIOID")]
    return [""]


def schedule(rng, ctx):
    o = ctx["_obj"]
    spec, clinic, visit, doc = o["spec"], o["clinic"], o["visit"], o["doc"]
    nb = core.NB()
    k = rng.randrange(3)
    printed_by = persona.Clinician(rng, spec, role="MA")
    if k == 0:
        nb.f("{c} -- {d} -- Clinic Schedule {v}\n", ctx, c=clinic.hosp(),
             d=doc.name(pick(rng, ["dr_last", "full_cred"])),
             v=P(fdate(rng, visit, pick(rng, ["wk_long", "wk_mdy", "wk_md"])), "DATE"))
    elif k == 1:
        nb.f("DAILY CHECK-IN LIST  {v}\n{c}, {cc}\nProvider: {d}\n", ctx,
             v=P(fdate(rng, visit, pick(rng, ["wk_mdy", "mdy", "wk_long"])), "DATE"),
             c=clinic.hosp(), cc=P(clinic.addr.city, "CITY"), d=doc.name("LAST_FIRST"))
    else:
        nb.f("Appointments for {d} | {v} | " + pick(rng, ["AM session", "PM session", "full day"]) + "\n", ctx,
             d=doc.name(pick(rng, ["full_cred", "dr_full"])),
             v=P(fdate(rng, visit, pick(rng, ["mdy", "iso", "wk_mdy"])), "DATE"))
    nb.f("Printed {dt} " + core.ftime(rng, h=rng.randint(6, 7)) + " by user {u}\n\n", ctx,
         dt=P(fdate(rng, visit, "mdy"), "DATE"),
         u=P(core.username_for(rng, printed_by.first, printed_by.last), "USERNAME"))
    table = rng.randrange(3)
    if table == 0:
        nb.t("Time  | Patient                  | DOB        | Age/Sx | MRN        | Type     | Insurance                  | Rm | Status / notes\n")
        nb.t("------+--------------------------+------------+--------+------------+----------+----------------------------+----+-----------------\n")
    elif table == 1:
        nb.t("TIME   PATIENT / DOB / MRN                                TYPE      NOTES\n")
    else:
        nb.t("time,patient,dob,mrn,visit,ins,status\n")
    h, m = 7, 40
    for i in range(rng.randint(7, 13)):
        m += pick(rng, [10, 15, 15, 20, 30])
        while m >= 60:
            h += 1
            m -= 60
        t = "%02d:%02d" % (h, m)
        p = persona.Patient(rng, visit, spec, clinic)
        vt = pick(rng, VTYPES[spec])
        while vt in ("acne f/u", "tubes chk") and p.age > 35:
            vt = pick(rng, VTYPES[spec])
        st = pick(rng, ["Arrived " + core.ftime(rng, h=h), "Checked in", "Roomed", "No show",
                        "CXL", "Confirmed", "Left msg", "In lobby", "Done"])
        note = _row_note(rng, p, clinic)
        if table == 0:
            nb.add([t + "  | ", p.name(pick(rng, ["LAST_FIRST", "last_first", "LAST_FIRST_MI"])),
                    " | ", P(fdate(rng, p.dob, "mdy"), "DATE"), " | ", P(str(p.age), "AGE"),
                    p.sexw(1), " | ", P(p.mrn, "MRN"), " | " + vt + " | ",
                    P(p.insurer, "ORGANIZATION"), " | "])
            if chance(rng, 0.6):
                nb.add(clinic.room())
            nb.add([" | " + st, ["; ", note] if note != [""] else "", "\n"])
        elif table == 1:
            nb.add([t + "  ", p.name(pick(rng, ["LAST_FIRST", "last_first"])), "  (",
                    P(fdate(rng, p.dob, pick(rng, ["mdy", "mdy_np"])), "DATE"), ", ",
                    P(str(p.age), "AGE"), " yo)  #", P(p.mrn, "MRN"), "   " + vt + "   ",
                    note, "\n"])
            if chance(rng, 0.3):
                nb.add(["         ph ", P(p.phone, "PHONE"), "  ins ", P(p.insurer, "ORGANIZATION"),
                        " ID ", P(p.member, "HEALTHPLAN"), "\n"])
        else:
            nb.add([t + ",\"", p.name("last_first"), "\",", P(fdate(rng, p.dob, "mdy"), "DATE"),
                    ",", P(p.mrn, "MRN"), "," + vt + ",", P(p.insurer, "ORGANIZATION"),
                    "," + st + "\n"])
    nb.t("\n")
    if chance(rng, 0.6):
        nb.f("Front desk: {a}" + pick(rng, [", ", " and "]) + "{b}   Techs: {c}\n", ctx,
             a=pick(rng, clinic.staff).name("first"), b=pick(rng, clinic.staff).name("first"),
             c=pick(rng, clinic.staff).name(pick(rng, ["first", "full"])))
    if chance(rng, 0.4):
        nb.t(pick(rng, ["** Dr running 20 min behind - notify pts at check-in **\n",
                        "Reminder: verify insurance cards + photo ID for ALL pts\n",
                        "Laser room down until 10:00\n"]))
    return nb


REF_TO = {"derm": ["Mohs micrographic surgery", "surgical oncology for SLNB discussion",
                   "rheumatology (possible PsA)", "allergy for patch testing"],
          "eye": ["retina evaluation and anti-VEGF management", "glaucoma specialist",
                  "oculoplastics", "neuro-ophthalmology"],
          "ent": ["neurotology", "audiology for hearing aid fitting", "allergy/immunology",
                  "speech-language pathology (voice)", "sleep medicine"]}


REF_BY_KEY = {
    "ak": ["photodynamic therapy (field treatment)"], "bcc": ["Mohs micrographic surgery"],
    "scc": ["Mohs micrographic surgery", "surgical oncology"],
    "nevus": ["pigmented lesion clinic / surgical oncology"],
    "ad": ["allergy for patch testing", "pediatric dermatology"],
    "pso": ["rheumatology (possible PsA)"], "acne": ["endocrinology (r/o PCOS)"],
    "hs": ["general/plastic surgery for deroofing vs excision"],
    "sk": ["cosmetic dermatology"], "wart": ["podiatry"], "aa": ["endocrinology (thyroid)"],
    "ros": ["ophthalmology for ocular rosacea"], "keloid": ["radiation oncology for post-excision RT"],
    "cat": ["cataract surgery"], "poag": ["glaucoma specialist (MIGS evaluation)"],
    "amd": ["retina evaluation and anti-VEGF management"],
    "dme": ["retina evaluation and anti-VEGF management"], "dry": ["cornea specialist"],
    "chal": ["oculoplastics"], "pvd": ["retina"], "ptosis": ["oculoplastics"],
    "hcq": ["rheumatology regarding hydroxychloroquine dosing"],
    "crs": ["allergy/immunology (AERD, aspirin desensitization)", "rhinology"],
    "snhl": ["audiology for hearing aid fitting"], "ssnhl": ["neurotology"],
    "ome": ["audiology and speech-language pathology"], "cer": ["audiology"],
    "bppv": ["vestibular physical therapy"], "sept": ["facial plastic surgery"],
    "tons": ["sleep medicine"], "voice": ["speech-language pathology (voice)"],
    "thy": ["endocrine surgery"], "ar": ["allergy/immunology"],
}


def referral(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc, prob = (o["pt"], o["spec"], o["clinic"], o["visit"],
                                          o["doc"], o["prob"])
    to_doc = persona.Clinician(rng, spec)
    to_doc.cred = pick(rng, ["MD", "DO", "MD"])
    to_clinic = persona.Clinic(rng, spec)
    nb = core.NB()
    clinic.header(nb, with_fax=True, with_url=chance(rng, 0.3))
    nb.f("\n{v}\n\n", ctx, v=ctx["visit_long"]())
    nb.f("{d}\n{c}\n", ctx, d=to_doc.name(pick(rng, ["full_cred", "dr_full"])),
         c=P(to_clinic.name, "HOSPITAL"))
    nb.add(to_clinic.addr.seg(pick(rng, ["two", "one"])))
    nb.t("\n")
    if chance(rng, 0.5):
        nb.f("Fax: {f}\n", ctx, f=P(to_clinic.fax, "FAX"))
    nb.f("\nRE: {p}   DOB {dob}   MRN {mrn}\n", ctx, p=pt.name(pick(rng, ["full", "LAST_FIRST",
                                                                         "full_mi"])))
    if chance(rng, 0.5):
        nb.f("Insurance: {ins}  ID {mid}\n", ctx, ins=P(pt.insurer, "ORGANIZATION"),
             mid=P(pt.member, "HEALTHPLAN"))
    if chance(rng, 0.2):
        nb.f("SSN (per referral form): {s}\n", ctx, s=P(pt.ssn, "SSN"))
    nb.f("\nDear {d},\n\n", ctx, d=to_doc.name("dr_last"))
    nb.f("Thank you for seeing {p}, {a} {s} ", ctx, p=ctx["pt_tl"](), a=pt.a_age(),
         s=ctx["sex"]())
    if chance(rng, 0.6):
        nb.add(["(", pt.prof_seg(), ") "])
    nb.f("whom I saw on {v} for " + prob["dx"].lower() + ". ", ctx, v=ctx["visit"]())
    for line in prob["hpi"][:rng.randint(1, len(prob["hpi"]))]:
        ctxmod.fill(nb, ctx, line)
        nb.t(" ")
    nb.t("\n\nOn exam: ")
    ctxmod.fill(nb, ctx, prob["exam"])
    nb.t("\n\nI am referring " + ("him" if pt.sex == "M" else "her") + " for " +
         pick(rng, REF_BY_KEY.get(prob["key"], REF_TO[spec])) + ". ")
    nb.t(pick(rng, ["Please see enclosed records. ", "Records and images enclosed. ",
                    "I would appreciate your opinion regarding management. "]))
    if chance(rng, 0.5):
        lab = persona.clinic_name(rng, "path")
        nb.f("Pathology ({lab}, accession {acc}, {dd}) enclosed. ", ctx, lab=P(lab, "HOSPITAL"),
             acc=P(core.accession(rng, visit.year % 100), "IDNUM"), dd=ctx["d_prev"]())
    nb.t("\n\nCurrent medications: " + ", ".join(prob["meds"] or ["none"]) + ".\n")
    nb.t("Allergies: " + pick(rng, clin.ALLERGIES) + ".\n")
    k = rng.randrange(3)
    if k == 0:
        nb.f("The patient can be reached at {ph}. ", ctx, ph=ctx["phone"]())
    elif k == 1:
        nb.f("Best contact is {his} {rel} {f} at {fp}. ", ctx, rel=o["fam"].rel,
             f=o["fam"].name("full"), fp=P(o["fam"].phone, "PHONE"))
    else:
        nb.f("Pt lives in {city} and prefers a morning appointment; cell {ph}. ", ctx,
             ph=ctx["cell"]())
    if chance(rng, 0.4):
        nb.f("{He} speaks " + pick(rng, pools.LANGS) + " and will need an interpreter.", ctx)
    nb.t("\n\n" + pick(rng, ["Sincerely,", "Best regards,", "With thanks,", "Kind regards,"]) +
         "\n\n")
    nb.f("{d}\n", ctx, d=doc.name(pick(rng, ["full_cred", "full_mi_cred"])))
    if chance(rng, 0.7):
        nb.f("NPI {n}\n", ctx, n=P(doc.npi, "LICENSE"))
    nb.f("{c}\nPh {ph}  Fax {fx}\n", ctx, c=clinic.hosp(), ph=P(clinic.phone, "PHONE"),
         fx=P(clinic.fax, "FAX"))
    if chance(rng, 0.5):
        nb.f("{e}\n", ctx, e=P(clinic.email, "EMAIL"))
    if chance(rng, 0.5):
        nb.f("\ncc: {r}, {rc}\n", ctx, r=ctx["ref_doc"](), rc=ctx["ref_clinic"]())
    if chance(rng, 0.3):
        tr = persona.Clinician(rng, spec, role="transcriptionist")
        nb.f("{a}/{b}\n", ctx, a=doc.name("initials"), b=tr.name("initials_lc"))
    return nb


PA_ITEMS = {
    "derm": [("dupilumab (Dupixent) 300 mg/2 mL pen", "L20.9", "2 pens / 28 days"),
             ("risankizumab (Skyrizi) 150 mg/mL pen", "L40.0", "1 pen / 84 days"),
             ("adalimumab (Humira) 40 mg/0.4 mL pen", "L73.2", "4 pens / 28 days"),
             ("Mohs micrographic surgery CPT 17311/17312", "C44.311", "1 session")],
    "eye": [("aflibercept (Eylea) 2 mg intravitreal, J0178", "H35.3211", "1 vial q4-8 wk"),
            ("faricimab (Vabysmo) 6 mg, J2777", "E11.3311", "1 vial q4-16 wk"),
            ("lifitegrast 5% (Xiidra) ophthalmic", "H04.123", "60 vials / 30 days"),
            ("Upper blepharoplasty CPT 15823-50", "H02.834", "bilateral")],
    "ent": [("dupilumab (Dupixent) 300 mg for CRSwNP", "J33.9", "2 pens / 28 days"),
            ("omalizumab (Xolair) 300 mg SC", "J33.9", "q4 wk"),
            ("CT maxillofacial w/o contrast 70486", "J32.9", "1 study"),
            ("Septoplasty 30520 + IT reduction 30140", "J34.2", "outpatient surgery")],
}


PA_BY_KEY = {"ad": [0], "pso": [1], "hs": [2], "bcc": [3], "scc": [3], "amd": [0], "dme": [1, 0],
             "dry": [2], "ptosis": [3], "crs": [0, 1, 2], "sept": [3]}


def prior_auth(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc, prob = (o["pt"], o["spec"], o["clinic"], o["visit"],
                                          o["doc"], o["prob"])
    if prob["key"] not in PA_BY_KEY:
        prob = clin.BY_SPEC[spec][[p["key"] for p in clin.BY_SPEC[spec]].index(
            pick(rng, sorted(k for k in PA_BY_KEY if k in [p["key"] for p in clin.BY_SPEC[spec]])))]
        o["prob"] = prob
    item, icd, qty = PA_ITEMS[spec][pick(rng, PA_BY_KEY[prob["key"]])]
    icd = prob["icd"]
    payer_fax = core.fphone(rng, ext=False)
    payer_ph = core.fphone(rng, ext=chance(rng, 0.3))
    nb = core.NB()
    nb.t(pick(rng, ["PRIOR AUTHORIZATION REQUEST FORM\n", "Request for Prior Authorization - ",
                    "PRECERTIFICATION / PA REQUEST\n"]))
    if chance(rng, 0.5):
        nb.t(pick(rng, ["Specialty Medication\n", "Medical Benefit\n", "Pharmacy Benefit\n"]))
    nb.f("To: {ins} Utilization Mgmt   Fax {fx}   Ph {ph}\n", ctx,
         ins=P(pt.insurer, "ORGANIZATION"), fx=P(payer_fax, "FAX"), ph=P(payer_ph, "PHONE"))
    if chance(rng, 0.4):
        nb.f("PBM: {pbm}\n", ctx, pbm=P(pick(rng, pools.PBMS), "ORGANIZATION"))
    nb.f("Date of request: {d}    Urgent: " + pick(rng, ["No", "Yes", "N"]) + "\n\n", ctx,
         d=ctx["visit"]())
    nb.t("MEMBER INFORMATION\n")
    nb.f("Name: {p}\nDOB: {dob}   Sex: " + pt.sexw(1) + "\n", ctx, p=ctx["pt_lf"]())
    nb.f("Member ID: {m}   Group #: {g}\n", ctx, m=P(pt.member, "HEALTHPLAN"),
         g=P(pt.group, "HEALTHPLAN"))
    if chance(rng, 0.35):
        nb.f("SSN: {s}\n", ctx, s=P(pt.ssn, "SSN"))
    nb.t("Address: ")
    nb.add(pt.addr.seg("one"))
    nb.f("\nPhone: {ph}\n\n", ctx, ph=ctx["phone"]())
    nb.t("PRESCRIBER / PROVIDER\n")
    nb.f("Name: {d}\nNPI: {npi}", ctx, d=doc.name(pick(rng, ["full_cred", "last_first_cred"])),
         npi=P(doc.npi, "LICENSE"))
    if "mg" in item and chance(rng, 0.6):
        nb.f("   DEA: {dea}", ctx, dea=P(doc.dea, "LICENSE"))
    if chance(rng, 0.5):
        nb.f("   State lic: {lic}", ctx, lic=P(core.med_license(rng, clinic.addr.st), "LICENSE"))
    nb.f("\nPractice: {c}\n", ctx, c=clinic.hosp())
    nb.add(clinic.addr.seg("one"))
    nb.f("\nPh {ph}   Fax {fx}\nOffice contact: {s}", ctx, ph=ctx["clinic_phone"](),
         fx=ctx["clinic_fax"](), s=ctx["staff"]())
    if chance(rng, 0.5):
        nb.f(" ({e})", ctx, e=P(clinic.email, "EMAIL"))
    nb.t("\n\nREQUESTED ITEM\n" + item + "\nQty/frequency: " + qty + "\nDx: " + icd + " - " +
         prob["dx"] + "\n")
    if chance(rng, 0.4):
        nb.f("Site of administration: {c}\n", ctx, c=clinic.hosp())
    nb.t("\nCLINICAL INFORMATION\n")
    ctxmod.fill(nb, ctx, prob["exam"])
    nb.t("\n")
    is_proc = "mg" not in item and "Xiidra" not in item
    nb.t("Previous therapies:\n" if not is_proc else "Conservative management tried:\n")
    meds = prob["meds"] or ["artificial tears", "warm compresses"]
    if is_proc:
        meds = {"derm": ["biopsy confirmed diagnosis", "topical therapy not appropriate"],
                "eye": ["lid hygiene", "observation"],
                "ent": ["fluticasone nasal spray", "saline irrigation", "cetirizine"]}[spec]
    for med in meds[:3]:
        a = core.add_days(visit, -rng.randint(120, 900))
        b = core.add_days(a, rng.randint(30, 200))
        sty = pick(rng, ["mdy", "my_slash", "mon_year"])
        nb.add(["  - " + med + ": ", P(fdate(rng, a, sty), "DATE"), " - ",
                P(fdate(rng, b, sty), "DATE"), " " + pick(rng, [
                    "inadequate response", "intolerance", "partial response", "failed"]) + "\n"])
    if chance(rng, 0.6):
        if spec == "derm" and not is_proc:
            nb.f("Labs: TB QuantiFERON neg {d}; HBV neg.\n", ctx, d=ctx["d_prev"]())
        else:
            nb.f("Supporting docs: " + {"derm": "path report/photos", "eye": "OCT/HVF/photos",
                                        "ent": "CT/endoscopy"}[spec] + " dated {d}.\n", ctx,
                 d=ctx["d_prev"]())
    kg = 3.5 + pt.age * 2.6 if pt.age < 14 else rng.randint(48, 130)
    nb.t("Weight: %d kg.  Hx: %s\n" % (kg, prob["cc"]))
    nb.f("\nPrescriber attestation: information is accurate and supported by the medical "
         "record.\nSignature: {d}   Date: {v}\n", ctx, d=doc.name("full_cred"), v=ctx["visit"]())
    nb.f("\n--- payer use ---\nCase/Reference #: {r}\nStatus: " +
         pick(rng, ["PENDED - clinicals requested", "Approved through {end}", "Received",
                    "Denied - step therapy not met; appeal rights attached"]) + "\n", ctx,
         r=P(pick(rng, ["PA-", "", "REF"]) + core.digits(rng, rng.randint(7, 11)), "IDNUM"),
         end=P(fdate(rng, core.add_days(visit, 365)), "DATE"))
    if chance(rng, 0.3):
        nb.f("Reviewer: {r}, PharmD\n", ctx, r=P(pick(rng, pools.FIRST_F) + " " +
                                                 pick(rng, pools.LAST), "DOCTOR"))
    return nb
