"""Genres: individual care plan for the emergency department; telephone advice log."""

from core import Note, P, pick, chance
import phi
import pools
import common as cm


def ed_care_plan(c):
    rng = c.rng
    n = Note(c.lower)
    cons = c.doc("cons")
    cns = c.doc("cns")
    gp = c.doc("gp")
    nok = c.parent() if c.child else pick(rng, [c.partner, c.mother, c.sib])
    nok_rel = "mother" if nok is c.mother else "father" if nok is c.father else "partner" if nok is c.partner else (
        "sister" if nok.sex == "F" else "brother")
    n.ln(pick(rng, ["INDIVIDUALISED CARE PLAN FOR EMERGENCY DEPARTMENT ATTENDANCE" if not c.us else "INDIVIDUALIZED EMERGENCY DEPARTMENT CARE PLAN",
                    "Sickle Cell Disease - Emergency Care Plan" if c.group == "scd" else c.sp("Thalassaemia - Emergency Care Plan"),
                    "ACUTE CARE PLAN (%s)" % c.t("ed"), "Personal Emergency Plan - Haemoglobinopathy" if not c.us else "Emergency Pain Plan"]))
    n.ln("{x}", x=[c.hosp, " - ", c.t("haem"), pick(rng, [" Department", " Red Cell Team", " Service"])])
    n.ln()
    n.ln("{x}", x=["Name: ", pick(rng, [c.pt.full(), c.pt.LF(), c.pt.fml()]), "      Known as: ",
                   pick(rng, [c.pt.fn(), P("PATIENT", c.pt.first[:3] if len(c.pt.first) > 4 else c.pt.first), c.pt.fn()])])
    n.ln("{x}", x=["DOB: ", c.dob_s(), "   Age at plan: ", P("AGE", str(c.age)), "   Weight: %.1f kg" % (c.weight + rng.random())])
    n.ln("{x}", x=["MRN: ", c.mrn, "   ", c.hlab, ": ", c.hno] + (["   ", c.ssn_lab, ": ", c.ssn] if c.ssn and chance(rng, 0.45) else []))
    n.ln("{x}", x=["Address: ", c.addr.lines(rng, oneline=True)])
    n.ln("{x}", x=["Next of kin: ", nok.full(), " (%s)  " % nok_rel, pick(rng, [c.mum_mob, c.phone("mobile")])])
    n.ln("{x}", x=[c.t("gp").upper() if c.country != "CA" else "Family physician", ": ", gp.t_full(rng, c.country, dr=True), ", ", c.gp_practice])
    n.ln("{x}", x=["Plan created: ", c.date(c.enc, ["num", "long", "dmon"]), "   Review by: ", c.date(c.after(330, 400), ["num", "my", "long", "dmon"]),
                   "   Version %d" % rng.randint(1, 6)])
    if chance(rng, 0.5):
        n.ln("{x}", x=["Online copy: ", phi.url(rng, "careplan/%s" % phi.digits(rng, 6))])
    n.ln()
    n.ln(pick(rng, ["DIAGNOSIS AND BASELINE", "Diagnosis / baseline values", "Baseline"]))
    n.ln("Diagnosis: " + c.glong)
    n.ln("Baseline Hb %s; retics %d; SpO2 %d%% on air; spleen %s; usual pain sites: %s." % (
        c.hb(rng.randint(65, 110)), rng.randint(90, 350), rng.randint(93, 100), pick(rng, ["not palpable", "auto-infarcted", "removed", "tip palpable"]),
        cm.pain_sites(rng)))
    n.ln("Alloantibodies: %s. Transfusion requirements: %s." % (pick(rng, ["none", "anti-E", "anti-K, anti-Fy(a)", "anti-C, anti-e, anti-Jk(a)", "anti-S"]),
                                                                pick(rng, ["HbS-negative, Rh (CcEe) and K matched", "extended phenotype matched, irradiated not required",
                                                                           "CMV negative not required; Rh and Kell matched"])))
    n.ln("{x}", x=["Blood bank reference: ", phi.accession(rng, "bb"), pick(rng, [" - contact transfusion lab before ordering", ""])])
    n.ln()
    n.ln(pick(rng, ["ANALGESIA ON ARRIVAL (aim within 30 minutes)" if not c.us else "ANALGESIA - GIVE WITHIN 60 MINUTES OF TRIAGE",
                    "Pain management", "First-line analgesia"]))
    wt = c.weight
    opi = pick(rng, [("morphine", 0.1, 10), ("oxycodone", 0.2, 10), ("hydromorphone", 0.015, 2)])
    n.ln("1. %s %.1f mg (%s mg/kg) %s, repeat every 20-30 min until comfortable (max %d doses)." % (
        opi[0].capitalize(), min(opi[2], opi[1] * wt), opi[1], pick(rng, ["SC", "IV", "PO", "IV/SC"]), rng.randint(2, 4)))
    n.ln("2. Then %s PCA: bolus %s, lockout 5 min, no background infusion." % (opi[0], pick(rng, ["1 mg", "20 mcg/kg", "0.2 mg"])))
    n.ln("3. Regular %s and ibuprofen (if eGFR normal, no contraindication)." % c.t("para"))
    n.ln("4. %s" % pick(rng, ["Do NOT give pethidine (meperidine).", "Avoid codeine - poor response.", "Entonox can be used while cannula sited.",
                              "Intranasal fentanyl 1.5 mcg/kg if no IV access."]))
    n.ln("5. Laxative, antiemetic and naloxone to be prescribed with opioids.")
    n.ln()
    n.ln(pick(rng, ["Red flags - inform haematology immediately:", "CALL HAEMATOLOGY IF:" if not c.us else "PAGE HEMATOLOGY IF:"]))
    flags = ["Temperature >= 38.0C", "SpO2 < 94% or 3% below baseline, chest pain, new CXR changes (possible ACS)",
             "Hb fall > 20 g/L from baseline or enlarging spleen", "Any neurological symptoms - urgent CT/MRI and exchange transfusion",
             "Priapism > 2 hours", "Reduced urine output or AKI", "Pain not controlled after 2 doses"]
    if c.sex == "F":
        flags.remove("Priapism > 2 hours")
        flags.append("Pregnancy - inform obstetrics on call")
    for f in flags:
        n.ln("- " + f)
    n.ln()
    n.ln("Contacts")
    n.ln("{x}", x=["%s on call (24 h): via switchboard " % c.t("haem"), c.phone(), pick(rng, [", ask for the %s" % c.t("reg"), ""])])
    n.ln("{x}", x=["Specialist nurse: ", cns.full(), " ", c.phone(), pick(rng, [" (Mon-Fri 08:30-16:30)", " office hours", ""]),
                   pick(rng, [[", ", cns.email(rng)], [", bleep ", c.bleep()], ""])])
    n.ln("{x}", x=["Named consultant: ", cons.t_full(rng, c.country, dr=True), pick(rng, [[", secretary ", c.phone("ext")], ""])])
    if chance(rng, 0.35):
        n.ln("{x}", x=["Local hospital: ", c.hosp2, " (shared care) - ", c.doc("local").t_full(rng, c.country, dr=True)])
    n.ln()
    n.ln("{x}", x=\
         ["Patient's own words: \"", pick(rng, [["I know when it is a crisis - please believe me and treat the pain quickly."],
                                                ["Please use my port, not my hands, for bloods."],
                                                ["I prefer to be called ", c.pt.fn(), "."],
                                                ["Warm blankets help. I get anxious when I wait a long time."],
                                                ["Please call my ", nok_rel, " ", nok.fn(), " when I arrive."]]), "\""])
    n.ln()
    n.ln("{x}", x=["Plan agreed with ", pick(rng, [c.pt.fn(), [c.pt.fn(), " and ", c.parent().fn() if c.child else nok.fn()]]), " on ", c.date(c.enc, ["num", "long", "dmlong"]),
                   ". Author: ", cons.t_full(rng, c.country, dr=True), pick(rng, [[", ", cm.lic_seg(c)], ""])])
    if chance(rng, 0.4):
        n.ln("{x}", x=["Uploaded to shared record by ", cns.username(rng), " on ", c.date(c.after(0, 5), ["num", "iso"]),
                       pick(rng, [[" from ", phi.ipaddr(rng)], ""])])
    return n


# ---------------------------------------------------------------- telephone log
def telephone_log(c):
    rng = c.rng
    n = Note(c.lower)
    cns = c.doc("cns")
    cns2 = c.doc("cns2")
    reg = c.doc("reg")
    n.ln(pick(rng, ["TELEPHONE ADVICE LOG", "Haemoglobinopathy Helpline - Telephone Contacts" if not c.us else "Sickle Cell Nurse Line - Telephone Encounters",
                    "Telephone Triage Record", "TELEPHONE ENCOUNTER LOG"]))
    n.ln("{x}", x=[c.hosp, " | ", c.t("haem"), " | Line ", c.phone()])
    n.ln()
    n.ln("{x}", x=["Patient: ", pick(rng, [c.pt.LF(), c.pt.full()]), "   DOB: ", c.dob_s(), "   MRN: ", c.mrn])
    n.ln("{x}", x=["Diagnosis: ", c.gshort, "   Weight: %d kg   Allergies: %s" % (c.weight, pick(rng, ["NKDA", "penicillin", "nil known"]))])
    n.ln("{x}", x=["Contact numbers: home ", c.home_tel, "; ", pick(rng, [[c.t("mum"), " ", c.mum_mob], ["mobile ", c.mob]])])
    n.ln()
    d = c.before(0, 120)
    k = rng.randint(3, 6)
    staff = [cns, cns2, reg]
    minor = c.age < 18
    fam = ([c.mother.fn(), " (mother)"] if minor else [c.pt.fn(), " (self)"], c.mum_mob if minor else c.mob)
    dad = ([c.father.full(), " (father)"] if minor else [c.partner.full(), " (partner)"], c.dad_mob)
    gpc = ([c.gp_practice, " (", c.t("gp"), " ", c.doc("gp").t_last(rng, c.country, dr=True), ")"], c.phone())
    phc = ([c.pharmacy, " (pharmacist ", c.doc("pharm").fn(), ")"], c.phone())
    schc = ([c.school, " (school nurse ", c.doc("schoolnurse").fn(), ")"] if minor else [c.employer, " (occupational health)"], c.phone())
    allowed = {0: [fam, dad, schc], 1: [fam, dad], 2: [fam, phc, dad], 3: [fam, dad], 4: [gpc, fam], 5: [fam, dad],
               6: [fam, dad], 7: [gpc], 8: [fam, dad, schc]}
    for i in range(k):
        d = phi.add_days(d, rng.randint(1, 35))
        who = pick(rng, staff)
        issue = rng.randrange(9)
        caller, num = pick(rng, allowed[issue])
        n.ln("{x}", x=[pick(rng, ["Date/time: ", "", "Call: "]), c.date(d, ["num", "wk_short", "dmon", "wk_abbr", "num2", "iso"]),
                       " %02d:%02d" % (rng.randint(7, 22), rng.randrange(60)), "   Caller: ", caller, "   Tel: ", num])
        if issue == 0:
            t = ["Reason: fever %.1f since this morning, %s. Advice: attend " % (rng.uniform(38.0, 39.6), pick(rng, ["no focus", "coryzal", "vomiting x2"])),
                 c.t("ed"), " at ", c.hosp, " now for blood cultures and IV antibiotics within 1 hour. ", c.t("ed"), " nurse in charge informed."]
        elif issue == 1:
            t = ["Reason: pain in %s for %d h, score %d/10 despite %s and ibuprofen. Advice: increase fluids, warm bath, add %s; call back if not settling in 2 h or any red flags. " % (
                cm.pain_sites(rng), rng.randint(2, 30), rng.randint(4, 8), c.t("para"), pick(rng, ["dihydrocodeine", "oral morphine 0.2 mg/kg", "oxycodone 5 mg"]))]
        elif issue == 2:
            t = ["Reason: ran out of %s; %s cannot supply until " % (pick(rng, [c.drug, c.drug, "penicillin V" if c.group == "scd" else "folic acid", "folic acid"]), "pharmacy"),
                 c.date(phi.add_days(d, rng.randint(2, 6)), ["wk_long", "dmlong", "wd"]), ". Action: prescription sent to ", c.pharmacy, ", ref ",
                 phi.accession(rng, "other"), "."]
        elif issue == 3:
            t = ["Reason: requests parking exemption for transfusion days. Action: permit issued for vehicle reg ", phi.plate(rng, c.country),
                 pick(rng, [" (%s)" % x for x in ["blue badge holder", "valid 12 months", "car park B"]] + [" - valid until end of year", ""]), "."]
        elif issue == 4:
            t = ["Reason: results query. FBC from ", c.date(phi.add_days(d, -rng.randint(1, 6)), ["dmlong", "num", "wk_dm"]),
                 ": Hb %s, neut %.1f, plt %d. Advice: %s." % (c.hb(), rng.uniform(1.0, 6.0), rng.randint(90, 450),
                                                          pick(rng, ["continue current dose", "withhold %s for 1 week and repeat FBC" % c.drug,
                                                                     "no change; reassured"]))]
        elif issue == 5:
            t = ["Reason: swollen painful %s in toddler, not using it. Advice: likely dactylitis; attend %s for review today." % (
                pick(rng, ["hand", "foot"]), c.t("ed"))] if c.age < 5 else \
                ["Reason: planning trip to ", c.origin, " from ", c.date(phi.add_days(d, rng.randint(14, 60)), ["dmlong", "long", "num"]),
                 ". Advice: travel clinic for malaria prophylaxis, fit-to-fly letter to be posted to ", c.addr.street, ", ", c.addr.city, "."]
        elif issue == 6:
            t = ["Reason: hospital transport for ", c.date(phi.add_days(d, rng.randint(2, 10)), ["wk_dm", "dmlong", "wk_long"]),
                 " transfusion. Booking ref ", phi.accession(rng, "ref"), "; pick-up from ", c.addr.street, " at 07:15."]
        elif issue == 7:
            t = ["Reason: ", c.t("gp"), " asks whether live vaccines are safe with %s. Advice: yes; MMR/varicella fine. Letter to follow by fax to " % c.drug,
                 c.fax(), "."]
        else:
            t = ["Reason: missed appointment on ", c.date(phi.add_days(d, -rng.randint(1, 10)), ["dmlong", "wk_dm", "num"]),
                 "; rebooked for ", c.date(phi.add_days(d, rng.randint(5, 30)), ["wk_long", "long", "num"]), ". Reminder texted to ", c.mob, "."]
        n.ln("{x}", x=t)
        sig = rng.randrange(3)
        if sig == 0:
            n.ln("{x}", x=["Taken by: ", who.full(), " (", who.username(rng), ")"])
        elif sig == 1:
            n.ln("{x}", x=["-- ", who.fi_last(rng), ", ", pick(rng, ["CNS", "RN", c.t("reg")])])
        else:
            n.ln("{x}", x=["Logged by user ", who.username(rng)])
        n.ln()
    if chance(rng, 0.4):
        n.ln("{x}", x=["Reviewed by ", c.doc("cons").t_full(rng, c.country, dr=True), " on ", c.date(phi.add_days(d, rng.randint(0, 3)), ["num", "dmlong"]),
                       ". No further action."])
    return n
