"""Genres: consent/authorisation form notes; donor characterisation summary."""

import bits as B
import ids
import pools_misc as PM
from g_referral import mrn_label, ptline

BASIS = {
    "UK": ["Expressed consent (Organ Donor Register opt-in)", "Deemed consent",
           "Nominated representative", "Consent from person in qualifying relationship"],
    "US": ["First-person authorization (donor registry)", "Authorization by legal next of kin",
           "Document of Gift - surrogate"],
    "CA": ["Consent by substitute decision-maker", "Registered consent (provincial registry)"],
    "AU": ["Family consent (senior available next of kin)", "Registered on the donor register, family agreed"],
    "IE": ["Family consent", "Donor card / expressed wish, family agreed"],
    "NZ": ["Family consent", "Driver licence donor indication, family agreed"],
}

FORM_NAMES = ["FRM1543 v5 (rev. 2021)", "Form DON-3 (2022 edition)", "MPD 02/19",
              "Consent Form v7.1 (2020)", "AUTH-11 (revised 2018)", "DF-4 (2023)"]


def consent_form(rng, k, d):
    c, dn = k.c, k.donor
    us = c in ("US", "CA")
    word = "authorization" if us else rng.choice(["consent", "authorisation"])
    d.line(rng.choice(["CONSENT / AUTHORISATION FOR ORGAN AND TISSUE DONATION - FORM NOTES",
                       "Donation %s record" % word, "Organ & tissue donation: %s form (notes)" % word]).replace(
        "AUTHORISATION", "AUTHORIZATION" if us else "AUTHORISATION"))
    d.line("Form: {f}   Page 1 of {n}", f=rng.choice(FORM_NAMES), n=rng.randrange(3, 8))
    ptline(rng, k, d)
    d.f("Hospital: ")
    d.add(B.hosp_loc(rng, k))
    d.line("   Unit: {u}   Bed: {b}", u=(k.unit, "HOSPITAL"), b=(k.bed, "LOCATION_OTHER"))
    d.line("Donor ID: {di}   Date: {dt}", di=(k.donor_id, "IDNUM"), dt=k.d(k.date, B.dstyle(rng, k)))
    d.line()
    d.line("1. BASIS OF {w}".format(w=word.upper()))
    d.line("   {b}", b=rng.choice(BASIS[c]))
    if c == "UK" and rng.random() < 0.5:
        d.line("   Register entry verified by Duty Office at {t} (ODR ref {r}).", t=B.tm(rng),
               r=(ids.ref_no(rng, k.date.year, "ODR"), "IDNUM"))
    kn = k.kin(0)
    tele = rng.random() < 0.35
    d.line()
    d.line("2. PERSON GIVING {w}".format(w=word.upper()))
    d.f("   Name: ")
    d.add(B.fam(rng, kn, rng.choice(["full", "LASTFIRST", "full"])))
    d.line("   Relationship: {r}", r=kn.rel)
    d.f("   Address: ")
    a2 = B.C.address(rng, c) if rng.random() < 0.4 else k.addr
    d.add(B.C.addr_pieces(rng, c, a2))
    d.line()
    d.line("   Tel: {p}", p=(kn.phone, "PHONE"))
    if rng.random() < 0.5:
        d.line("   Identity checked: {t} {n}", t=rng.choice(["driver's licence", "driving licence", "passport"]),
               n=(ids.lt(rng, 2) + ids.dg(rng, 7), "LICENSE"))
    if tele:
        d.line("   Obtained by telephone - recorded line; voice verification ref {v}.", v=(ids.bioid(rng, "voice"), "BIOID"))
        if rng.random() < 0.5:
            d.line("   Caller located in {t} at the time of the call.", t=(rng.choice(B.C.PP.TOWNS[c]), "CITY"))
        else:
            d.line("   Caller was overseas ({co}); second call witnessed by {w}.", co=(rng.choice(B.C.PP.WORLD), "COUNTRY"),
                   w=B.sn(rng, k.coord2, "full"))
    if len(k.nok) > 2 and rng.random() < 0.6:
        k3 = k.kin(2)
        d.f("   Others consulted: ")
        d.add(B.kin_phrase(rng, k3))
        d.line(" - in agreement.")
    d.line()
    d.line("3. ORGANS")
    yes = ["Yes", "Y", "yes", "YES"]
    no = ["No", "N", "no - family request", "declined"]
    for o in ["Kidneys", "Liver", "Pancreas", "Heart", "Lungs", "Small bowel"]:
        ans = rng.choice(yes) if rng.random() < 0.8 else rng.choice(no)
        d.line("   {o:<13}{a}".format(o=o, a=ans))
    d.line("4. TISSUES")
    for t_ in ["Corneas", "Heart valves", "Skin", "Bone", "Tendons"]:
        ans = rng.choice(yes) if rng.random() < 0.6 else rng.choice(no)
        d.line("   {o:<13}{a}".format(o=t_, a=ans))
    d.line("5. RESEARCH: {r}", r=rng.choice(["consented", "declined", "consented - excl. genetic studies",
                                            "not discussed (time)"]))
    d.line("6. CONDITIONS / REQUESTS: {x}", x=rng.choice(["none", "lock of hair and handprints",
                                                           "wants to be told outcome by letter",
                                                           "family to view after retrieval", "imam to attend before theatre",
                                                           "karakia before leaving the unit" if c == "NZ" else
                                                           "priest to give last rites", "wedding ring to stay on"]))
    d.line()
    d.line("7. MEDICAL AND SOCIAL HISTORY QUESTIONNAIRE")
    d.f("   Completed with ")
    d.add(B.fam(rng, kn, "first"))
    d.line(", who has known the donor for {n} years.", n=rng.randrange(5, 40))
    d.line("   Tattoos: {t}", t=rng.choice(["none", "yes - licensed studio", "yes, done abroad"]))
    if rng.random() < 0.6:
        d.line("   Travel: {co} in {dt}; no illness reported.", co=(k.travel, "COUNTRY"),
               dt=k.d(B.plus(k.date, -rng.randrange(30, 700)), "monthyear"))
    d.line("   Sexual history / IVDU screen: {x}", x=rng.choice(["nil", "nil of note", "declined to answer Q14"]))
    d.line()
    d.f("{w} obtained by: ".format(w=word.capitalize()))
    d.add(B.sn(rng, k.coord, "full"))
    d.f(", {r}", r=k.coord_role())
    if rng.random() < 0.6:
        d.f(" ({ll} {lv})", ll=k.coord.lic[0], lv=(k.coord.lic[1], "LICENSE"))
    d.line(" at {t} on {dt}", t=B.tm(rng), dt=k.d(k.date, rng.choice(["num", "long", "short"])))
    d.f("Witness: ")
    d.add(B.sn(rng, k.nurse, "full", cred=rng.choice(["RN", "staff nurse", "CN"])))
    d.line()
    if us and rng.random() < 0.6:
        d.line("Decedent {sl}: {sv}", sl=k.ssn[0], sv=(k.ssn[1], "SSN"))
    if rng.random() < 0.5:
        d.line("Scanned copy uploaded to {u} by {us}.", u=(ids.url(rng), "URL"), us=(k.coord.user, "USERNAME"))


def characterisation(rng, k, d):
    c, dn = k.c, k.donor
    d.line(rng.choice(["DONOR CHARACTERISATION SUMMARY", "Donor Characterisation - Core Data",
                       "DONOR ASSESSMENT & CHARACTERISATION", "Core Donor Data Form - summary"]))
    d.line("Donor ID: {di}   Referral: {r}", di=(k.donor_id, "IDNUM"), r=(k.ref, "IDNUM"))
    ptline(rng, k, d)
    d.f("Donor hospital: ")
    d.add(B.hosp_loc(rng, k))
    d.line(", {u}", u=(k.unit, "HOSPITAL"))
    d.f("Coordinator: ")
    d.add(B.sn(rng, k.coord, "full"))
    d.line("   Date compiled: {dt}", dt=k.d(k.date, B.dstyle(rng, k)))
    d.line()
    d.line("DEMOGRAPHICS")
    bmi = k.weight / ((k.height / 100.0) ** 2)
    d.line("Age {a} | Sex {s} | Ht {h} cm | Wt {w} kg | BMI {b:.1f}".replace("{b:.1f}", "%.1f" % bmi),
           a=(str(k.age), "AGE"), s=dn.sex, h=k.height, w=k.weight)
    d.line("ABO: {bg}   {ag}   Pathway: {p}", bg=k.bg, p=k.path,
           ag=rng.choice(["Kell antigen negative", "Duffy a-b+", "Kidd Jk(a+b-)", "Lewis Le(a-b+)", "antibody screen neg"]))
    d.line("Cause of death: {c}", c=k.cause)
    if k.path == "DCD":
        d.line("DCD category: Maastricht category III (controlled)")
    d.line("Risk indices: {x}", x=rng.choice(["Kidney Donor Profile Index 41%", "Kidney Donor Risk Index 1.18",
                                             "UK DCD Risk Score 6", "donor liver index 1.6", "Remuzzi score 2 (pre-implant biopsy)",
                                             "Karpinski score 3 on frozen section"]))
    d.line("Admitted: {a}", a=k.d(k.adm, B.dstyle(rng, k)))
    if k.path == "DBD":
        d.line("Death confirmed (neurological criteria): {dt} {t}", dt=k.d(k.date, rng.choice(["num", "dash"])), t=B.tm(rng))
    else:
        d.line("Planned WLST: {dt} {t} in {th} {n}", dt=k.d(k.don_date, rng.choice(["num", "dash"])), t=B.tm(rng),
               th=k.theatre_word(), n=(k.theatre, "LOCATION_OTHER"))
    d.line()
    d.line("HISTORY")
    bl = B.bullet(rng)
    for p in k.pmh:
        d.line(bl + "{p}", p=k.L(p))
    d.line(bl + "Smoking: {s}", s=rng.choice(["never", "ex-smoker", "current, 15/day", "vapes"]))
    d.line(bl + "Alcohol: {a}", a=rng.choice(["social", "nil", "heavy (per family)", "14 units/wk"]))
    if k.born:
        d.line(bl + "Born in {b}, moved here {y}", b=(k.born, "COUNTRY"), y=(str(k.dob.year + rng.randrange(5, 30)), "DATE"))
    if rng.random() < 0.5:
        d.line(bl + "Tattoo done in {co} {y}", co=(k.travel, "COUNTRY"), y=(str(k.date.year - rng.randrange(1, 6)), "DATE"))
    if k.prof and rng.random() < 0.7:
        ex = ["no occupational exposures", "nil relevant", "no known exposures"]
        if any(w in k.prof for w in ("farmer", "shearer", "vet")):
            ex = ["works with livestock", "Q fever risk - serology sent"]
        elif any(w in k.prof for w in ("welder", "miner", "builder", "roofer", "scaffolder", "bricklayer")):
            ex = ["asbestos/dust exposure possible", "outdoor manual work"]
        d.line(bl + "Occupation: {p} - {x}", p=(k.prof, "PROFESSION"), x=rng.choice(ex))
    d.line()
    d.line("HAEMODYNAMICS / SUPPORT" if k.brit else "HEMODYNAMICS / SUPPORT")
    for m in sorted(rng.sample(PM.MEDS, rng.randrange(3, 6))):
        d.line(bl + "{m}", m=k.L(m))
    d.line()
    ld = B.plus(k.date, rng.choice([0, 0, -1]))
    d.line("BLOODS ({dt} {t})", dt=k.d(ld, "ddmm"), t=B.tm(rng))
    for name, val, unit in B.labs(rng, k):
        d.line("  {n:<9}{v:>6} {u}".format(n=name, v=val, u=unit))
    d.line("Lab episode: {e}", e=(ids.ref_no(rng, k.date.year, rng.choice(["LAB", "BIO", "E"])), "IDNUM"))
    d.line()
    d.line("VIROLOGY (sample {s}, {lab})", s=(ids.lt(rng, 1) + ids.dg(rng, 2) + "-" + ids.dg(rng, 6), "IDNUM"),
           lab=k.hname(rng.choice(k.tx)))
    for v in sorted(rng.sample(PM.VIROLOGY, rng.randrange(6, 10))):
        res = "Negative" if rng.random() < 0.85 else rng.choice(["Positive", "Reactive - confirm", "Equivocal"])
        d.line("  {v:<18}{r}".format(v=v, r=res))
    d.line()
    d.line("IMAGING / INVESTIGATIONS")
    ex = ["CXR: clear lung fields", "CXR: R lower lobe consolidation", "CT chest/abdo/pelvis: no malignancy",
          "Echo: LVEF 60%, no RWMA", "Echo: LVEF 40%, global hypokinesis", "Bronchoscopy: mild secretions, no aspiration",
          "Coronary angiogram: minor irregularities", "USS abdo: mild fatty liver", "ECG: sinus tachycardia",
          "ABG on FiO2 1.0: PaO2 52 kPa", "P/F ratio 410"]
    ex += ["UO 80 ml/h via Foley", "Swan-Ganz: CI 2.6, PCWP 12", "no Cushing's triad since admission",
           "oculocephalic (doll's eye) reflex absent", "CXR: meets Berlin definition of ARDS - lungs declined"]
    for e in sorted(rng.sample(ex, rng.randrange(3, 7))):
        d.line(bl + "{e}", e=e)
    d.line()
    if rng.random() < 0.5:
        d.line("IMPLANTS: {m}, SN {sn} - {x}", m=rng.choice(["Medtronic Azure pacemaker", "Boston Scientific ICD",
                                                             "St Jude CRT-D", "cochlear implant"]),
               sn=(ids.serial(rng), "DEVICE"), x=rng.choice(["to be explanted pre-cremation", "noted", "deactivate in theatre"]))
    d.line("HLA: {h} (sample to H&I lab, {l})", h=B.hla(rng), l=k.hname(rng.choice(k.tx)))
    d.line("Micro: sputum {s}, blood cultures {b} (specimen {n})",
           s=rng.choice(["Staph aureus", "normal flora", "Candida albicans", "Klebsiella pneumoniae", "NG"]),
           b=rng.choice(["NG at 48h", "pending", "GPC in clusters"]), n=(ids.ref_no(rng, k.date.year, "M"), "IDNUM"))
    d.line()
    d.f("Entered into donor record system by {u} ", u=(k.coord.user, "USERNAME"))
    d.add("(")
    d.add(B.sn(rng, k.coord, "fi_last"))
    d.line(") {dt} {t}", dt=k.d(k.date, "num"), t=B.tm(rng))
