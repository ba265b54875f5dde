"""Genres: IBD clinic letter, letter to GP."""
import ids
import pools_clinical as PC
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D


def _dear(rng, k, n):
    g = k.gp.p
    n.add(["Dear ", "Dr" + K.us_dot(k.c) + " ", W.name(g, "DOCTOR", rng.choice(["l", "l", "fl"])), ",\n\n"])


def _diag_list(rng, k, n):
    n.t(rng.choice(["Diagnosis:\n", "Diagnoses:\n", "DIAGNOSES\n", "Problem list:\n"]))
    n.add(["1. ", K.dx_text(k), " - diagnosed ", D(k, k.dx_date, rng.choice(["y", "my"])), "\n"])
    extra = rng.sample([
        ["Perianal fistula - EUA and seton ", D(k, ids.add_days(k.date, -rng.randrange(200, 2000)), "my"), "\n"],
        ["Ileocaecal resection ", D(k, ids.add_days(k.date, -rng.randrange(300, 4000)), "y"), " (", P(k.hosp2.name, "HOSPITAL"), ")\n"],
        ["Iron deficiency anaemia - Ferinject x2\n"],
        ["Primary sclerosing cholangitis (MRCP ", D(k, ids.add_days(k.date, -rng.randrange(200, 3000)), "y"), ")\n"],
        ["Enteropathic arthropathy\n"], ["Vitamin D deficiency\n"], ["Osteopenia on DEXA (T-score -1.8)\n"],
        ["Anxiety - under GI psychology (", W.name(k.staff["psych"], "DOCTOR", "fl"), ")\n"],
        ["Asthma\n"], ["Previous C. difficile infection ", D(k, ids.add_days(k.date, -rng.randrange(100, 1500)), "my"), "\n"],
        ["Erythema nodosum\n"], ["Hypothyroidism\n"], ["Gilbert's syndrome\n"], ["Bile acid diarrhoea (SeHCAT 8%)\n"],
        ["Overlapping IBS-type symptoms (Rome IV criteria)\n"], ["Hashimoto's thyroiditis\n"], ["Raynaud's phenomenon\n"],
        ["Sweet's syndrome ", D(k, ids.add_days(k.date, -rng.randrange(300, 3000)), "y"), "\n"],
    ], rng.randrange(1, 4))
    for i, e in enumerate(extra):
        n.add(["%d. " % (i + 2), e])
    n.t("\n")


def _meds(rng, k, n):
    n.t(rng.choice(["Current medication:\n", "Medications:\n", "CURRENT MEDS\n", "Drug history:\n"]))
    for m in N.cur_meds(rng, k):
        n.t("- " + m + "\n")
    n.t(rng.choice(["Allergies: NKDA\n\n", "Allergies: penicillin (rash)\n\n", "Allergies: none known\n\n",
                    "Allergies: infliximab - infusion reaction\n\n", "Allergies: codeine (vomiting)\n\n"]))


def clinic_letter(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    us = k.c == "US"
    author = k.staff[rng.choice(["cons", "cons", "reg", "cns"])]
    B.letterhead(rng, k, n)
    if rng.random() < 0.5:
        n.f("Clinic: {U} IBD Clinic, {DT}\n", U=P(k.hosp.name, "HOSPITAL"), DT=D(k, k.date, "wd_long"))
    else:
        n.f("Clinic date: {DT}\n", DT=D(k, k.date))
    n.f("Date of letter: {DT}\n\n", DT=D(k, ids.add_days(k.date, rng.randrange(0, 12))))
    B.gp_address(rng, k, n)
    n.t("\n")
    _dear(rng, k, n)
    B.pt_banner(rng, k, n)
    n.t("\n")
    _diag_list(rng, k, n)
    if rng.random() < 0.6:
        n.t("Previous treatment:\n")
        for line in N.drug_history(rng, k):
            n.add(line)
        n.t("\n")
    _meds(rng, k, n)
    # narrative
    op = rng.randrange(4)
    acc = ""
    if rng.random() < 0.45:
        acc = [", who attended with " + N.his(k) + " ", N.fam(rng, k, 0)]
    if op == 0:
        n.add(["I reviewed ", N.mr(rng, k), " in the IBD clinic today", acc, ". "])
    elif op == 1:
        n.add(["Thank you for referring this ", N.age_phrase(rng, k), " ", N.he(k) == "he" and "man" or "woman",
               " with ", K.dx_short(k), ". I saw ", N.him(k), " on ", D(k, k.date), acc, ". "])
    elif op == 2:
        n.add(["It was a pleasure to see ", W.name(k.pt, "PATIENT", "f"), " again in clinic", acc, ". "])
    else:
        n.add(["I saw ", N.mr(rng, k), " today for ", N.his(k), " routine IBD review on ", k.brand, ". "])
    n.add(N.background(rng, k))
    n.t(" ")
    n.add(N.symptoms(rng, k))
    n.t(" ")
    if rng.random() < 0.6:
        n.t(rng.choice(["There have been no extra-intestinal symptoms. ", "No joint pains, mouth ulcers or eye symptoms. ",
                        "He reports ongoing fatigue. ".replace("He", N.he(k, True)), "Sleeping poorly with nocturnal urgency. "]))
    if rng.random() < 0.5:
        n.add(["Since the last review on ", D(k, ids.add_days(k.date, -rng.randrange(60, 200))), " ", N.he(k),
               " has had ", rng.choice(["one course of prednisolone", "no steroids", "two A&E attendances" if not us else "two ER visits",
                                        "a short admission to " ]), ])
        if n.parts[-1].endswith("to "):
            n.add([P(rng.choice(k.hosp.wards), "HOSPITAL")])
        n.t(". ")
    n.t("\n\n")
    n.add(N.social(rng, k))
    n.t("\n\n")
    n.t(rng.choice(["On examination: ", "O/E: ", "Examination: "]))
    n.add(N.exam(rng, k))
    n.t("\n\n")
    L = PC.labs_uk(rng, k.sev)
    n.add(["Bloods ", D(k, ids.add_days(k.date, -rng.randrange(0, 14)), rng.choice(["num", "dm"])), ": ",
           PC.lab_line(rng, L, rng.randrange(3)), " FCP ", L["FCP"], " ug/g.\n"])
    if rng.random() < 0.5:
        n.add(["Previous FCP ", PC.fcp(rng, max(0, k.sev - 1)), " ug/g on ", D(k, ids.add_days(k.date, -rng.randrange(90, 300))), ".\n"])
    if rng.random() < 0.5:
        n.add([k.bio["g"].capitalize(), " level ", "%.1f" % rng.uniform(0.4, 14), " ", k.bio["unit"] or "mg/L",
               ", antibodies ", rng.choice(["undetectable", "<10 AU/mL", "positive at 86 AU/mL", "low titre"]), ".\n"])
    n.t("\n")
    n.t(rng.choice(["Impression: ", "Assessment: ", "In summary, "]))
    n.add([K.dx_short(k), " ", N.sev_word(k), " on ", k.brand, ". "])
    n.t(rng.choice(["Given the raised calprotectin I have suggested objective reassessment. ",
                    "I am pleased with progress. ", "We discussed treatment options in detail including the risks of lymphoma, "
                    "infection and non-melanoma skin cancer. ", "Treat-to-target as per STRIDE-II. ", ""]))
    if rng.random() < 0.6:
        n.add([" ", rng.choice([["I have explained the plan to ", W.name(k.pt, "PATIENT", "f"), " who is in agreement."],
                                [N.mr(rng, k), " is keen to avoid further steroids."],
                                [N.mr(rng, k), " understands the importance of adherence."],
                                ["We agreed with ", W.name(k.pt, "PATIENT", "f"), " that ", N.he(k), " will keep a symptom diary."]])])
    n.t("\n\nPlan:\n")
    for i, it in enumerate(N.plan_items(rng, k)):
        n.add(["%d. " % (i + 1), it, "\n"])
    n.t("\n")
    if rng.random() < 0.4:
        n.add(["Any problems ", N.he(k), " can contact the IBD nurses on ", P(k.hosp.advice_phone, "PHONE"), " or ",
               P(k.hosp.email, "EMAIL"), ".\n\n"])
    n.t(rng.choice(PC.SIGN_OFFS_US if us else PC.SIGN_OFFS_UK) + "\n\n\n")
    n.add(K.sig_block(rng, k, author))
    n.t("\n")
    if rng.random() < 0.3:
        n.add(["Bleep ", P(author.bleep, "PHONE"), "\n"])
    n.t("\n")
    B.dictation_line(rng, k, n, author)
    B.cc_block(rng, k, n)


def gp_letter(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    us = k.c == "US"
    author = k.staff[rng.choice(["cns", "cns", "cons", "pharm", "reg"])]
    B.letterhead(rng, k, n, dept=rng.choice(["IBD Nursing Team", "Gastroenterology", "IBD Service"]))
    n.add([D(k, k.date, rng.choice(["long", "num", "ord" if k.c != "US" else "long"])), "\n\n"])
    B.gp_address(rng, k, n)
    n.t("\n")
    _dear(rng, k, n)
    B.pt_banner(rng, k, n, style=rng.choice([0, 3]))
    n.t("\n")
    kind = rng.randrange(6)
    if kind == 5 and ("student" in k.pt.job or k.pt.job.startswith("retired") or k.pt.job in ("homemaker", "stay-at-home parent", "full-time carer")):
        kind = 1
    pt_ref = N.mr(rng, k)
    if kind == 0:
        im, dose = rng.choice([("azathioprine", "azathioprine 125 mg OD"), ("mercaptopurine", "mercaptopurine 50 mg OD"),
                               ("methotrexate", "methotrexate 25 mg SC weekly with folic acid 5 mg weekly")])
        n.add(["SHARED CARE REQUEST - ", im.upper(), "\n\n"])
        n.add(["We started ", pt_ref, " on ", im, " on ", D(k, ids.add_days(k.date, -rng.randrange(28, 120))),
               " for ", K.dx_text(k), ". ",
               ("TPMT activity was " + rng.choice(["normal (34 mU/L)", "intermediate (18 mU/L)", "normal"]) + " and NUDT15 " +
                rng.choice(["wild type", "not tested"]) + ". ") if im != "methotrexate" else
               "Baseline LFTs, CXR and PIIINP were normal; contraception advice given. ",
               N.he(k, True), " has now completed the initial "
               "monitoring period with us (fortnightly FBC/LFT for 8 weeks) and bloods are stable.\n\n"])
        n.t("We would be grateful if you could take over prescribing and monitoring as per the shared care agreement:\n"
            "- FBC, U&E, LFT every 3 months (stop and contact us if WCC <3.0, neutrophils <1.5, plt <150 or ALT >2x ULN)\n"
            "- annual influenza vaccination; Pneumovax once; Shingrix (non-live) is appropriate\n"
            "- no live vaccines while on treatment\n\n")
        n.add(["Current dose: ", dose, "."])
        if im != "methotrexate":
            n.add([" 6-TGN ", str(rng.randrange(180, 480)), " pmol/8x10^8 RBC, 6-MMP ", str(rng.randrange(300, 5800)), "."])
        n.t("\n\n")
    elif kind == 1:
        n.add(["I am writing to update you following ", N.his(k), " telephone review with the IBD nurse team on ",
               D(k, ids.add_days(k.date, -rng.randrange(1, 10))), ". "])
        n.add(N.symptoms(rng, k))
        n.add([" FCP was ", PC.fcp(rng, k.sev), " ug/g. We have commenced ", rng.choice(PC.STEROIDS), " and ",
               rng.choice(["increased Octasa to 4.8 g/day", "added Salofalk 1 g PR nocte", "brought forward the next infusion",
                           "requested a flexible sigmoidoscopy"]), ".\n\n"])
        n.t("Could you please arrange FBC, U&E, LFT and CRP at the practice in 2 weeks? Results will come through to us on ICE.\n\n")
    elif kind == 2:
        v = rng.choice(PC.VACCINES)
        n.add(["Re: vaccinations prior to ", k.bio["g"], " (", k.brand, ")\n\n"])
        n.add([pt_ref, " is due to start ", k.brand, " on ", D(k, ids.add_days(k.date, rng.randrange(7, 40))),
               ". Pre-biologic screening: ", ", ".join(rng.sample(PC.SCREEN, 4)), ". Please could you arrange ",
               v, " and the pneumococcal vaccine (Pneumovax 23) before then. ", N.he(k, True),
               " must NOT receive live vaccines (", ", ".join(rng.sample(PC.LIVE_VACCINES, 2)), ").\n\n"])
    elif kind == 3:
        n.add(["Discharge from IBD follow-up\n\n", pt_ref, " has been in sustained remission for ",
               rng.choice(["3 years", "4 years", "over 5 years", "2 years"]), " on mesalazine (", rng.choice(PC.ASA[0][1]),
               ") alone. Last colonoscopy ", D(k, ids.add_days(k.date, -rng.randrange(100, 900))),
               " showed Mayo 0 with no dysplasia. We have discharged ", N.him(k), " to open access (patient-initiated follow-up) "
               "and ", N.he(k), " can self-refer via the advice line (", P(k.hosp.advice_phone, "PHONE"), ") or ",
               P(k.hosp.url, "URL"), " for 2 years.\n\n"])
        n.add(["Surveillance colonoscopy due ", D(k, ids.add_days(k.date, rng.randrange(300, 1500)), "y"),
               " (", rng.choice(PC.GUIDELINES), ").\n\n"])
    elif kind == 4:
        n.add(["Re: ", k.bio["g"], " biosimilar switch\n\n", "As part of the regional switch programme ", pt_ref,
               " has moved from ", rng.choice([b for b in k.bio["b"] if b != k.brand] or ["the originator product"]), " to ",
               k.brand, " from ", D(k, k.date),
               ". The homecare company (", P(rng.choice(W.PL.HOMECARE), "ORGANIZATION"), ", tel ", P(ids.phone(rng, k.c, "land"), "PHONE"),
               ") delivers to ", N.his(k), " home address. No change in dose (", rng.choice(k.bio["mnt"]), "). Please do not "
               "prescribe biologics in primary care - these are hospital-only (red) drugs but please add to the repeat list "
               "as 'hospital prescribed' for interaction checking.\n\n"])
    else:
        n.add(["Re: fitness for work / toilet access\n\n", pt_ref, " asked us to write regarding ", N.his(k), " work as a ",
               P(k.pt.job, "PROFESSION"), " at ", P(k.pt.employer, "ORGANIZATION"), ". ", N.he(k, True),
               " has ", K.dx_text(k), " and at times needs urgent, unrestricted access to a toilet. We would support a phased "
               "return from ", D(k, ids.add_days(k.date, rng.randrange(7, 30))), " with reasonable adjustments under the ",
               {"US": "Americans with Disabilities Act (ADA). ", "CA": "provincial Human Rights Code (duty to accommodate). ",
                "AU": "Disability Discrimination Act 1992. ", "IE": "Employment Equality Acts 1998-2015. "}.get(k.c, "Equality Act 2010. "),
               N.his(k, True), " 'I Can't Wait' card has been provided.\n\n"])
    if rng.random() < 0.5:
        L = PC.labs_uk(rng, k.sev)
        n.add(["Most recent bloods (", D(k, ids.add_days(k.date, -rng.randrange(1, 20))), "): ", PC.lab_line(rng, L, 1), ".\n\n"])
    n.add(["Please do not hesitate to contact us on ", P(k.hosp.advice_phone, "PHONE"), " if you have any ",
           typo(rng, "questions") if rng.random() < 0.3 else "questions", ".\n\n"])
    n.t(rng.choice(PC.SIGN_OFFS_US if us else PC.SIGN_OFFS_UK) + "\n\n")
    n.add(K.sig_block(rng, k, author))
    n.t("\n")
    if rng.random() < 0.5:
        n.add(["Direct line ", P(ids.phone_with_ext(rng, k.c), "PHONE"), " | ", P(author.email, "EMAIL"), "\n"])
    n.t("\n")
    B.cc_block(rng, k, n, who=rng.choice([["pt"], ["pt", "cns"], ["cns"], ["pt", "hosp2"]]))
    if rng.random() < 0.3:
        B.audit_footer(rng, k, n, author)
