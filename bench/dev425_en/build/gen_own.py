"""Own genres: stoma/pouch nurse review, biologic funding / prior
authorization request."""
import ids
import pools_clinical as PC
import pools_places as PL
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D


def stoma_pouch_review(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    S = k.staff
    nurse = S["stoma"]
    pouch = rng.random() < 0.45
    op_date = ids.add_days(k.date, -rng.randrange(20, 2500))
    n.t(rng.choice(["STOMA CARE NURSE SPECIALIST REVIEW\n", "Pouch Clinic - Nurse Specialist Review\n", "Stoma Care Contact Record\n",
                    "STOMA / POUCH REVIEW\n"]) if not pouch else rng.choice(["Pouch Clinic - Nurse Specialist Review\n", "IPAA POUCH REVIEW\n"]))
    setting = rng.randrange(3)
    if setting == 0:
        n.add(["Setting: home visit - ", W.addr_inline(k.pt.addr, rng), "\n"])
    elif setting == 1:
        n.add(["Setting: ", rng.choice(["pouch clinic", "stoma clinic", "nurse-led clinic"]), ", ", P(k.hosp.name, "HOSPITAL"), ", room ",
               P(str(rng.randrange(1, 20)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Setting: telephone (", P(k.pt.mobile, "PHONE"), ")\n"])
    n.add(["Date: ", D(k, k.date, rng.choice(["num", "wd_num", "long"])), "\n"])
    B.pt_banner(rng, k, n, style=rng.choice([1, 2, 0]))
    n.add(["Seen by: ", W.name(nurse, "DOCTOR", rng.choice(["fl", "fi"])), ", ", nurse.role])
    if rng.random() < 0.3:
        n.add([" with student nurse ", W.name(K.clinician(rng, k.c, "nurse"), "DOCTOR", "fl")])
    n.t("\n\n")
    surg = S["surg"]
    if pouch:
        n.add(["Background: UC, ", rng.choice(["3-stage", "modified 2-stage", "2-stage"]), " restorative proctocolectomy with J-pouch; ",
               "ileostomy closed ", D(k, op_date, rng.choice(["my", "num"])), " by ", K.doc_name(rng, surg, "l"), " at ",
               P(rng.choice([k.hosp.name, k.hosp2.name]), "HOSPITAL"), ".\n"])
        fr = rng.randrange(4, 12)
        n.t("Function: %d/day, %d at night, %s. Urgency: %s. Seepage: %s. Pad use: %s.\n" % (
            fr, rng.randrange(0, 4), rng.choice(["porridge consistency", "loose", "semi-formed", "watery"]),
            rng.choice(["can defer 30 min", "<15 min", "can defer >1 h"]), rng.choice(["nil", "occasional at night", "daily"]),
            rng.choice(["none", "1/night", "2/day"])))
        n.t("PDAI (clinical) %d. %s. %s\n" % (rng.randrange(0, 7), rng.choice(["Loperamide 2 mg before meals", "Fybogel 1 sachet nocte",
                                                                          "ciprofloxacin 500 mg BD 2 weeks (pouchitis, 2nd course this year)",
                                                                          "Vivomixx 2 caps BD maintenance"]),
                                              rng.choice(["Pouchoscopy requested.", "Pouchogram last year - no leak.", "Faecal calprotectin sent.", ""])))
    else:
        n.add(["Stoma: ", rng.choice(["end ileostomy", "loop ileostomy", "end colostomy"]), " formed ", D(k, op_date, rng.choice(["num", "my"])),
               " (", rng.choice(["subtotal colectomy for ASUC", "panproctocolectomy, Crohn's colitis", "defunctioning, perianal Crohn's"]),
               ") - ", K.doc_name(rng, surg, "l"), ".\n"])
        n.t("Output: %s mL/day, %s. Emptying %d x/day. %s\n" % (rng.choice(["600-900", "1000-1400", "1800", "400-600"]),
                                                                rng.choice(["porridge", "thick", "watery", "toothpaste-like"]), rng.randrange(3, 9),
                                                                rng.choice(["Loperamide 4 mg QDS before meals.", "Codeine 30 mg QDS.",
                                                                            "St Mark's solution 1 L/day; restrict hypotonic fluids to 500 mL.",
                                                                            "No antidiarrhoeals."])))
        n.t("Stoma: %d mm, %s, spout %s. Peristomal skin: %s (Ostomy Skin Tool DET %d). %s\n" % (
            rng.randrange(25, 45), rng.choice(["round", "oval"]), rng.choice(["15 mm", "flush", "retracted", "2 cm"]),
            rng.choice(["intact", "moisture-associated skin damage at 6 o'clock", "erythema under flange", "granulomas x2 - silver nitrate applied"]),
            rng.randrange(0, 9), rng.choice(["Small parastomal hernia - measured for support belt (CUI Wear / Comfizz).", "No hernia.",
                                             "Leaks x2/week at night."])))
        n.t("Appliance: %s, cut-to-fit, product code %s; changes %s. Accessories: %s, %s.\n" % (
            rng.choice(PC.STOMA), ids.digits(rng, 5), rng.choice(["daily", "alternate days", "every 3 days"]),
            rng.choice(PC.STOMA_ACC), rng.choice(PC.STOMA_ACC)))
        sup = rng.choice(PL.APPLIANCE_CO)
        n.add(["Supplies: ", P(sup, "ORGANIZATION"), " (tel ", P(ids.phone(rng, k.c, "land"), "PHONE"), ", customer no ",
               P(ids.account(rng, k.c), "ACCOUNT"), ")\n"])
    n.t("\nPsychosocial: ")
    n.add(rng.choice([
        ["back at work as a ", P(k.pt.job, "PROFESSION"), " at ", P(k.pt.employer, "ORGANIZATION"), " - discussed lifting (no >5 kg for 3 months). "]
        if not k.pt.job.startswith("retired") else ["occupation: ", N.job_p(k), "; keen to get back to the allotment. "],
        ["lives with ", N.his(k), " ", N.fam(rng, k, 0), " who helps with changes. "],
        ["body image concerns; leaflets and peer support group details given (", P(k.hosp.url, "URL"), "). "],
        ["planning holiday in ", P(rng.choice(PL.COUNTRIES_TRAVEL), "COUNTRY"), " ", D(k, ids.add_days(k.date, rng.randrange(20, 120)), "my"),
         " - travel certificate and spare kit advice given. "],
        ["swimming again; using stoma guard for ", rng.choice(["rugby", "gym", "football"]), ". "]]))
    n.t(rng.choice(["Diet: fluids 2 L/day, salt added. ", "Diet: avoiding nuts and sweetcorn. ", "Weight stable. ", ""]) + "\n")
    n.t("Plan:\n")
    rv = rng.choice([("4 weeks", 28), ("3 months", 91), ("6 months", 182), ("6 weeks", 42)])
    items = [["- review in ", rv[0], " (", D(k, ids.add_days(k.date, rv[1]), "num"), ")"],
             ["- U&E and Mg checked today (high output)"], ["- switch to convex appliance; samples given"],
             ["- refer back to ", K.doc_name(rng, surg, "l"), " re hernia / reversal"],
             ["- IBD team aware (", W.name(S["cns"], "DOCTOR", "fl"), ")"],
             ["- contact stoma care on ", P(ids.phone_with_ext(rng, k.c), "PHONE"), " or ", P(nurse.email, "EMAIL"), " with any problems"],
             ["- prescription request faxed to ", P(k.gp.practice, "HOSPITAL"), " (fax ", P(k.gp.fax, "FAX"), ")"]]
    for it in rng.sample(items, rng.randrange(3, 6)):
        n.add([it, "\n"])
    n.t("\n")
    n.add([W.name(nurse, "DOCTOR", "fl"), " ", nurse.creds])
    if nurse.lic:
        n.add([" - PIN ", P(nurse.lic, "LICENSE")])
    n.t("\n")
    if rng.random() < 0.3:
        B.audit_footer(rng, k, n, nurse)


def funding_request(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    c = k.c
    S = k.staff
    presc = S["cons"]
    bio = rng.choice(PC.BIOLOGICS)
    brand = rng.choice(bio["b"])
    k.bio, k.brand = bio, brand
    ref = ids.idnum(rng, "ref", k.date.year)
    if c == "US":
        ins = rng.choice(PL.INSURERS_US)
        n.t(rng.choice(["PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION\n", "Prior Authorization / Letter of Medical Necessity\n"]))
        n.add(["To: ", P(ins, "ORGANIZATION"), " Pharmacy Prior Authorization   Fax: ", P(ids.phone(rng, c, "land"), "FAX"),
               "   Phone: ", P(ids.phone(rng, c, "land"), "PHONE"), "\n"])
        n.add(["From: ", P(k.hosp.name, "HOSPITAL"), " IBD Center   Fax: ", P(k.hosp.fax, "FAX"), "\n"])
        n.add(["Date: ", D(k, k.date), "   Request type: ", rng.choice(["standard", "expedited (72h)", "renewal", "appeal of denial"]),
               "   Case #: ", P(ref, "IDNUM"), "\n\n"])
        n.add(["MEMBER: ", W.name(k.pt, "PATIENT", "LF"), "   DOB: ", D(k, k.pt.dob, "num"), "\n"])
        n.add(["Member ID: ", P(k.pt.hplan, "HEALTHPLAN"), "   Group #: ", P(k.pt.group, "HEALTHPLAN"), "\n"])
        if rng.random() < 0.4:
            n.add(["SSN (last required by plan): ", P(k.pt.national, "SSN"), "\n"])
        n.add(["Address: ", W.addr_inline(k.pt.addr, rng), "   Phone: ", P(k.pt.home, "PHONE"), "\n\n"])
        n.add(["PRESCRIBER: ", K.doc_name(rng, presc, "fl"), ", ", presc.creds, "   NPI: ", P(ids.license_no(rng, "NPI"), "LICENSE"),
               "   DEA: ", P(ids.license_no(rng, "DEA"), "LICENSE"), "\n"])
        n.add(["Office contact: ", W.name(S["coord"], "DOCTOR", "fl"), ", ", S["coord"].role, "  ", P(ids.phone_with_ext(rng, c), "PHONE"), "\n"])
        n.add(["Dispensing: ", P(rng.choice(PL.HOMECARE[6:8]), "ORGANIZATION"), "\n\n"])
        codes = PC.ICD_CD if k.dx == "CD" else PC.ICD_UC
        n.t("MEDICATION: %s (%s) - induction %s; maintenance %s.  HCPCS %s.\n" % (
            brand, bio["g"], bio["ind"], rng.choice(bio["mnt"]), PC.HCPCS.get(bio["g"], "J3590")))
        n.t("DIAGNOSIS: %s (ICD-10 %s)\n\n" % (K.dx_text(k), rng.choice(codes)))
    else:
        hdr = {"UK": "HIGH COST DRUG FUNDING REQUEST / HOMECARE REGISTRATION", "IE": "Biologic Approval & Homecare Registration Form",
               "AU": "PBS AUTHORITY APPLICATION - SUPPORTING INFORMATION", "CA": "PRIVATE INSURANCE SPECIAL AUTHORIZATION + PSP ENROLMENT"}[c]
        n.t(hdr + "\n")
        n.add([P(k.hosp.name, "HOSPITAL"), " Pharmacy / IBD Service    Ref: ", P(ref, "IDNUM"), "\n"])
        n.add(["Date submitted: ", D(k, k.date), "\n\n"])
        n.add(["Patient: ", W.name(k.pt, "PATIENT", rng.choice(["fl", "LF"])), "   DOB ", D(k, k.pt.dob, "num"), "   ",
               B.mrn_label(rng, c), " ", P(k.pt.mrn, "MRN"), "\n"])
        if c == "UK":
            n.f("NHS number: {S}\n", S=P(k.pt.national, "SSN"))
        elif c == "IE":
            n.f("PPSN: {S}   Medical card: {H}\n", S=P(k.pt.national, "SSN"), H=P(k.pt.hplan, "HEALTHPLAN"))
        elif c == "AU":
            n.f("Medicare No: {H}   DVA: n/a\n", H=P(k.pt.hplan, "HEALTHPLAN"))
        else:
            n.f("Health card: {H}\n", H=P(k.pt.hplan, "HEALTHPLAN"))
        if c in ("AU", "CA", "IE") or rng.random() < 0.3:
            ins = rng.choice({"UK": PL.INSURERS_UK, "IE": PL.INSURERS_IE, "AU": PL.INSURERS_AU, "CA": PL.INSURERS_CA}[c])
            n.add(["Private insurer: ", P(ins, "ORGANIZATION"), ", policy ", P(ids.healthplan(rng, "US"), "HEALTHPLAN"), "\n"])
        n.add(["Delivery address: ", W.addr_inline(k.pt.addr, rng), "\n"])
        n.add(["Contact: ", P(k.pt.mobile, "PHONE"), rng.choice([["  email ", P(k.pt.email, "EMAIL")], [""]]), "\n"])
        lk = presc.lic_kind or "GMC"
        n.add(["Prescriber: ", K.doc_name(rng, presc, "fl"), "  ", {"AHPRA": "Prescriber No", "IMC": "IMC", "CPSO": "CPSO"}.get(lk, "GMC"),
               " ", P(ids.license_no(rng, "PRESCRIBER") if c == "AU" else (presc.lic or ids.license_no(rng, "GMC")), "LICENSE"), "\n"])
        if rng.random() < 0.6:
            n.add(["Pharmacist: ", W.name(S["pharm"], "DOCTOR", "fl"), ", ", S["pharm"].role, " (", P(S["pharm"].email, "EMAIL"), ")\n"])
        hc = rng.choice(PL.HOMECARE)
        n.add(["Homecare provider: ", P(hc, "ORGANIZATION"), "; patient ref ", P(ids.account(rng, c), "ACCOUNT"), "\n"])
        if c == "CA" or rng.random() < 0.3:
            n.add(["Patient support program: ", P(rng.choice(PL.PSP), "ORGANIZATION"), " (case ", P(ids.idnum(rng, "rx"), "IDNUM"), ")\n"])
        n.t("\nDRUG REQUESTED: %s (%s) %s then %s\n" % (brand, bio["g"], bio["ind"], rng.choice(bio["mnt"])))
        n.t("Indication: %s\n" % K.dx_text(k))
        crit = {"UK": ["NICE TA342 / TA633 - moderate-severe disease, failed or intolerant of conventional therapy and anti-TNF",
                       "Formulary: second-line biologic after anti-TNF failure (ECCO 2024)"],
                "IE": ["Hospital formulary: second-line biologic after anti-TNF failure (ECCO 2024)", "Biosimilar-first policy; criteria met"],
                "AU": ["PBS: CDAI >300, failure of 3 months of thiopurine/MTX and 6 weeks of steroids" if k.dx == "CD" else
                       "PBS: Mayo score >6, failure of 5-ASA, thiopurine and steroids"],
                "CA": ["Insurer step therapy: 5-ASA and steroid failure documented", "Special authorization: failed conventional therapy"]}[c]
        n.t("Criteria: %s\n\n" % rng.choice(crit))
    n.t("PRIOR THERAPIES:\n")
    for line in N.drug_history(rng, k):
        n.add(line)
    n.t("\nDISEASE ACTIVITY:\n")
    L = PC.labs_uk(rng, max(1, k.sev))
    n.add(["- ", rng.choice(["HBI %d" % rng.randrange(8, 18), "CDAI %d" % rng.randrange(220, 420)]) if k.dx == "CD" else
           rng.choice(["partial Mayo %d" % rng.randrange(5, 9), "SCCAI %d" % rng.randrange(6, 12)]),
           " on ", D(k, ids.add_days(k.date, -rng.randrange(3, 30)), "num"), "\n"])
    n.add(["- FCP ", L["FCP"], " ug/g; CRP ", L["CRP"], " mg/L; albumin ", str(L["Alb"]), " g/L\n"])
    n.add(["- Endoscopy ", D(k, ids.add_days(k.date, -rng.randrange(10, 120)), "num"), ": ",
           rng.choice(["SES-CD 16", "Rutgeerts i3", "large ulcers in ileum"]) if k.dx == "CD" else rng.choice(["Mayo 3", "UCEIS 6", "Mayo 2, UCEIS 5"]), "\n"])
    n.t("- Screening: " + ", ".join(rng.sample(PC.SCREEN, 3)) + "\n\n")
    n.t("RATIONALE: ")
    n.t(rng.choice(["Patient has failed two anti-TNF agents (primary non-response and immunogenic loss). Out-of-class therapy is "
                    "recommended by %s." % rng.choice(PC.GUIDELINES),
                    "Steroid-dependent disease despite optimised thiopurine; high-risk features (young age at diagnosis, perianal disease).",
                    "Loss of response with therapeutic drug level (mechanistic failure) - switch class.",
                    "Interval dose intensification required: trough %.1f mg/L despite standard dosing." % rng.uniform(0.5, 3)]) + "\n\n")
    n.add(["Attestation: I confirm the above is accurate.\n", K.sig_block(rng, k, presc, lic=False), "\n"])
    n.add(["Signed ", D(k, k.date, "num"), "\n"])
    if rng.random() < 0.4:
        n.add(["Submitted via portal ", P(ids.url(rng, "priorauth"), "URL"), " by user ", P(S["coord"].user, "USERNAME"), "\n"])
    if rng.random() < 0.3:
        n.t(typo(rng, "Attachments") + ": clinic letter, endoscopy report, histology, TDM result.\n")
