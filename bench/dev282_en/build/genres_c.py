"""Genres: pharmacist-to-prescriber query, telephone encounter,
parenteral nutrition compounding record (author 282)."""
import blocks as B
import clinical as C
import core
import phi
import pools_places as PL


def _query_body(c, reg, dr):
    r = c.rng
    L = r.choice(reg["lines"])
    drugs = {x["drug"] for x in reg["lines"]}
    ks = [1, 2, 4, 7, 8, 9]
    if "Carboplatin" in drugs:
        ks += [0, 0]
    if drugs & {"Doxorubicin", "Epirubicin"}:
        ks += [5, 5]
    if "Vincristine" in drugs:
        ks += [6, 6]
    if drugs & {"Docetaxel", "Irinotecan", "Paclitaxel", "Vinorelbine"}:
        ks += [3]
    k = r.choice(ks)
    if k == 0:
        c.ln("Creatinine has risen to {s} umol/L today (was {s0} on {d}). Using Cockcroft-Gault with actual weight {w} kg the CrCl is now {cc} mL/min, "
             "which gives a carboplatin dose of {dose} mg at AUC {auc} rather than the prescribed {pd} mg.", s=str(reg["scr"] + 30), s0=str(reg["scr"]),
             d=c.D(-r.choice([14, 21, 28])), w=str(c.pt.weight), cc=str(max(15, reg["crcl"] - 18)), dose=str(r.randrange(300, 650)), auc=r.choice(["5", "6", "4"]),
             pd=str(r.randrange(400, 700)))
        return ("Could you please confirm whether you would like the dose recalculated, or an EDTA GFR requested?", k)
    if k == 1:
        c.ln("The prescribed {d} dose of {p} {u} is {v} from the calculated dose on today's BSA ({b} m2) - outside our +/-5% banding tolerance.",
             d=L["drug"], p=str(int(float(L["band"].replace(",", "")) * 1.08) if L["unit"] != "units" else L["band"]), u=L["unit"], v="+8.0%", b=str(reg["bsa"]))
        return ("Happy to band to " + L["band"] + " " + L["unit"] + " if you agree?", k)
    if k == 2:
        c.ln("Last cycle was given on {d}, so today would only be day {n} of a {cl}-day cycle. Is the early treatment intentional (e.g. schedule change for {h})?",
             d=c.D(-r.randrange(9, 13)), n=str(r.randrange(9, 13)), cl=str(reg["cycle_len"]), h=r.choice([("Easter", "DATE"), ("Christmas", "DATE"), ["the ", ("Thanksgiving" if c.country in ("US", "CA") else "August bank holiday", "DATE"), " weekend"],
                                                                         "a family event", "clinic capacity", "travel"]))
        return ("We have held production until we hear back.", k)
    if k == 3:
        c.ln("Bilirubin {b} umol/L and ALT {a} on {d}. The protocol recommends a 25% reduction of {dr} at this level.", b=str(r.randrange(28, 60)),
             a=str(r.randrange(90, 300)), d=c.Dshort(-1), dr=r.choice(sorted(d_.lower() for d_ in drugs & {"Docetaxel", "Irinotecan", "Paclitaxel", "Vinorelbine"}) or ["docetaxel"]))
        return ("Please could you amend the prescription in " + r.choice(C.SYSTEMS) + ", or document the rationale to continue at full dose?", k)
    if k == 4:
        c.ln("{pt} is taking {x} (started by the GP, {g}, on {d}). This interacts with {y}.", pt=c.P(r.choice(["title_last", "first", "full"])),
             x=r.choice(["warfarin", "trimethoprim", "omeprazole 40 mg", "St John's wort", "phenytoin", "allopurinol"]), g=(c.site.gp, "HOSPITAL"),
             d=c.D(-r.randrange(20, 200)), y=r.choice(["capecitabine (INR rise)", "methotrexate (reduced clearance)", "irinotecan (CYP3A4 induction)", "the IMP per protocol exclusion list"]))
        return ("Would you like us to contact the GP to suggest an alternative?", k)
    if k == 5:
        c.ln("Cumulative doxorubicin-equivalent dose after this cycle will be {x} mg/m2. Last ECHO {d} showed LVEF {e}%.", x=str(r.randrange(380, 470)),
             d=c.D(-r.randrange(60, 300)), e=str(r.randrange(45, 55)))
        return ("Is a repeat ECHO required before we release the anthracycline?", k)
    if k == 6:
        c.ln("Vincristine has been prescribed as {x} mg - our protocol caps at 2 mg. Pt aged {a} with BSA {b} m2.", x=f"{r.uniform(2.1, 2.8):.1f}",
             a=[(str(c.pt.age), "AGE")], b=str(reg["bsa"]))
        return ("Please confirm the 2 mg cap, or state clinical reason to exceed it.", k)
    if k == 7:
        c.ln("Neutrophils {n} x10^9/L on {d} (threshold 1.5 for this regimen). Platelets {p}.", n=f"{r.uniform(0.6, 1.4):.1f}", d=c.Dshort(-1), p=str(r.randrange(60, 250)))
        return ("Do you want to defer 1 week, proceed with G-CSF cover, or reduce the dose?", k)
    if k == 8:
        c.ln("The weight on the prescription ({w} kg) was recorded on {d}, more than 4 weeks ago. Pt reports {x} since then.", w=str(c.pt.weight),
             d=c.D(-r.randrange(30, 80)), x=r.choice(["significant weight loss", "new oedema", "a 6 kg gain"]))
        return ("Could clinic re-weigh before we release the doses?", k)
    c.ln("Allergy recorded as {a}, but premedication with {p} has not been prescribed for this cycle.", a=r.choice(B.ALLERGIES[3:]),
         p=r.choice(["chlorphenamine + hydrocortisone", "the desensitisation protocol", "montelukast"]))
    return ("Please add, or confirm it is not required.", k)


def prescriber_query(c):
    r = c.rng
    reg = c.regimen()
    ph = c.staff("pharmacist", "q")
    dr = c.staff("doctor", "cons")
    form = r.random() < 0.45
    qref = c.idn("query")
    if not form:
        c.ln("From: {n} <{e}>", n=c.S(ph, "full"), e=c.email(ph))
        c.ln("To: {n} <{e}>", n=c.S(dr, r.choice(["dr_full", "full", "last_first"])), e=c.email(dr))
        if c.chance(0.5):
            cns = c.staff("nurse", "cns")
            c.ln("Cc: {n} <{e}>; {g}", n=c.S(cns, "full"), e=c.email(cns), g=c.email())
        c.ln("Sent: {d} {t}", d=c.Dlong(), t=c.time())
        c.ln("Subject: {u}Chemo query - {n} ({id}) - {rg} C{cy}D{dy}", u=r.choice(["", "URGENT: ", "RE: ", "[Query] "]), n=c.P(r.choice(["LAST_FIRST", "last_first", "LAST_first_mid"])),
             id=c.mrn(), rg=reg["name"], cy=str(reg["cycle"]), dy=str(reg["day"]))
        c.ln("")
        c.ln("{g}", g=r.choice([["Dear Dr ", (dr.p.last, "DOCTOR"), ","], ["Hi ", (dr.p.first, "DOCTOR"), ","], ["Dr ", (dr.p.last, "DOCTOR"), " -"], "Hello,"]))
        c.ln("")
        c.ln("I am screening {n}'s {rg} due {d}{a}.", n=c.P(r.choice(["title_last", "title_full", "first"])), rg=reg["name"], d=c.Dshort(r.randrange(0, 3)),
             a=[" (", (str(c.pt.age), "AGE"), r.choice(["yo ", " y/o ", "F " if c.pt.p.sex == "F" else "M "]), reg["tumour"], ")"] if c.chance(0.4) else "")
        ask, qk = _query_body(c, reg, dr)
        c.ln("")
        c.ln("{a}", a=ask)
        c.ln("")
        c.ln("{k}", k=r.choice(["Many thanks,", "Kind regards,", "Thanks", "Best wishes,", "Regards"]))
        c.ln("{n}", n=c.S(ph, r.choice(["full", "full_cred"])))
        c.ln("{role}, {h}", role=ph.rolename, h=c.hosp())
        c.ln("Bleep {b} | {p}", b=c.bleep(), p=(phi.phone_with_ext(r, c.country), "PHONE"))
        c.ln("Query ref: {q}", q=qref)
        if c.chance(0.75):
            c.ln("")
            c.ln("-----Original reply-----" if c.chance(0.5) else "> Reply:")
            c.ln("From: {n}   Sent: {d} {t}", n=c.S(dr, r.choice(["full", "dr_full"])), d=c.D(), t=c.time())
            c.ln("{x}", x=r.choice([["Thanks ", (ph.p.first, "DOCTOR"), " - agree, please go ahead. Amended in ", r.choice(C.SYSTEMS), "."],
                                    "Yes proceed. I will see her in clinic next week.", "Please hold - will review bloods at 2pm and call you back.",
                                    ["Discussed with ", c.P("first"), " and ", c.pt.nok_rel, " ", c.F(style="first"), " today - defer 1 week, rebook ", c.Dshort(7), "."],
                                    ["Happy with banding. " if qk == 1 else "Agree with your plan. ", (dr.p.first[0] + dr.p.last[0], "DOCTOR")],
                                    ["Not my patient - forwarding to Dr ", (c.staff("doctor", "reg").p.last, "DOCTOR"), " (reg on call, bleep ", c.bleep(), ")."]]))
    else:
        c.ln("PHARMACY INTERVENTION / QUERY FORM        Ref: {q}", q=qref)
        c.ln("To: {d} ({role})   Date: {dt}  Time: {t}", d=c.S(dr, r.choice(["dr_last", "dr_full"])), role=dr.rolename, dt=c.D(), t=c.time())
        B.pt_header(c, layout=r.randrange(5))
        c.ln("Location: {w}   Regimen: {rg} C{cy}", w=c.ward(), rg=reg["name"], cy=str(reg["cycle"]))
        c.ln("")
        c.ln("Issue identified:")
        ask, qk = _query_body(c, reg, dr)
        c.ln("Recommendation: {a}", a=ask)
        c.ln("")
        c.ln("Prescriber response:  [{a}] Accepted   [{b}] Declined   [ ] Modified", a=r.choice(["x", " "]), b=" ")
        c.ln("Comments: {x}", x=r.choice(["", "ok", "amended on system", "see notes", "d/w consultant, proceed"]))
        B.sig(c, dr, "Prescriber", with_lic=c.chance(0.5))
        B.sig(c, ph, "Raised by", time=True)
        if c.chance(0.5):
            c.ln("Please return completed form to pharmacy - fax {f} or {e}", f=c.fax(), e=c.email())
        c.ln("Intervention grade: {g} (significance)   Time to resolution: {m} min", g=r.choice(["2", "3", "4", "B", "C"]), m=str(r.randrange(5, 240)))


CALL_REASONS = ["infusor", "fever", "missed_dose", "spill", "pn_alarm", "delivery", "otc", "travel", "work", "waste", "ward"]


def telephone_encounter(c):
    r = c.rng
    ph = c.staff("pharmacist", "tel")
    reason = r.choice(CALL_REASONS)
    caller_is_pt = c.chance(0.45)
    c.ln("{t}", t=r.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter - Oncology Pharmacy", "PHONE CALL RECORD", "Tel. encounter (pharmacy advice line)"]))
    c.ln("Call ref: {ref}   Date: {d}   Time: {t}   Duration: {m} min", ref=c.idn("call"), d=c.D(), t=c.time2(), m=str(r.randrange(3, 25)))
    if reason == "ward":
        nu = c.staff("nurse", "w")
        c.ln("Caller: {n}, {role} on {w} - ext {x}", n=c.S(nu, r.choice(["full", "first", "init_last"])), role=nu.rolename, w=c.ward(), x=c.bleep())
    elif caller_is_pt:
        c.ln("Caller: patient - {n}  Tel: {p}", n=c.P(r.choice(["full", "title_last"])), p=(c.pt.mobile, "PHONE"))
    else:
        c.ln("Caller: {rel} - {f}  Tel: {p}", rel=c.pt.nok_rel, f=c.F(style=r.choice(["full", "title_last", "first"])), p=(c.pt.nok_phone, "PHONE"))
    lab, idv = c.ID()
    c.ln("Patient: {n}   DOB {dob}   {lab} {id}", n=c.P(r.choice(["LAST_FIRST", "full", "last_first"])), dob=c.DOB(), lab=lab, id=idv)
    if c.chance(0.3):
        c.ln("Home: {a}", a=c.addr())
    reg = c.regimen()
    c.ln("Regimen: {rg} C{cy}   Last treatment: {d}", rg=reg["name"], cy=str(reg["cycle"]), d=c.D(-r.randrange(1, 12)))
    c.ln("")
    c.w("S: ")
    who = "Pt" if caller_is_pt or reason == "ward" else c.pt.nok_rel.capitalize()
    if reason == "ward":
        who = "Ward"
    pr, pr2 = ("they", "their") if who == "Pt" else ("pt", "pt's")
    if reason == "infusor":
        c.ln("{w} reports {inf} balloon {x} since connection on {d}.", w=who, inf=r.choice(C.INFUSORS), x=r.choice(["not deflating at all", "deflating too fast - almost empty after 20 h",
                                                                                                                 "looks the same size"]), d=c.Dshort(-2))
        adv = "Checked clamp open, flow restrictor taped to skin, not under covers/too cold. Advised to attend day unit for disconnection and review; if empty early, do not reconnect."
    elif reason == "fever":
        c.ln("{w} reports {p2} temp {t} degC, rigors, day {dd} post chemo.", w=who, p2=pr2, t=f"{r.uniform(37.6, 39.4):.1f}", dd=str(r.randrange(7, 12)))
        adv = "Possible neutropenic sepsis - advised to attend ED now (do not wait), bring alert card. Triage line informed. UKONS triage score RED."
    elif reason == "missed_dose":
        c.ln("{w} reports {n} missed doses of capecitabine {s} (forgot evening dose).", w=who, n=r.choice(["2", "3", "two", "several"]), s=r.choice(["1500 mg", "1650 mg", "2000 mg"]))
        adv = "Do not double up. Continue as scheduled, return unused tablets at next visit. Diary card updated."
    elif reason == "spill":
        c.ln("{w} reports leak from pump line onto carpet.", w=who)
        adv = "Gloves on, absorb with paper towel, clean with soap and water x3, double bag waste into purple bag provided. Spill kit to be delivered."
    elif reason == "pn_alarm":
        c.ln("{w} reports home PN pump ({p}) alarming 'downstream occlusion' at {t}.", w=who, p=r.choice(C.AMB_PUMPS), t=c.time(20, 23))
        adv = "Talked through line check: clamps, kinks, filter. Alarm cleared. Homecare nurse visit booked. Pump SN recorded."
    elif reason == "delivery":
        c.ln("{w} says PN/chemo delivery from {hc} due {d} has not arrived.", w=who, hc=c.org(PL.HOMECARE), d=c.Dshort(-1))
        adv = "Contacted homecare provider - driver delayed, new slot 16:00-18:00 today. Fridge stock sufficient until tomorrow."
    elif reason == "otc":
        c.ln("{w} asks if OK for {p} to take {x} for {y}.", w=who, p=pr, x=r.choice(["ibuprofen", "turmeric capsules", "St John's wort", "Lemsip", "echinacea", "loperamide"]),
             y=r.choice(["back pain", "a cold", "mood", "diarrhoea"]))
        adv = "Advised paracetamol only if temp checked first; avoid NSAIDs (platelets) and herbal products during treatment."
    elif reason == "travel":
        c.ln("{w} says {p} plan a trip to {co} from {d1} to {d2}.", w=who, p="they" if who == "Pt" else "pt will", co=(r.choice(PL.FOREIGN_COUNTRIES), "COUNTRY"), d1=c.Dshort(r.randrange(10, 20)),
             d2=c.Dshort(r.randrange(21, 30)))
        adv = "Discussed cycle timing with team - C" + str(reg["cycle"] + 1) + " moved by 1 week. Travel letter for medicines to be issued. Insurance advice given."
    elif reason == "work":
        c.ln("Pt works as a {j} at {e} and asks about returning to work during treatment.", j=(c.pt.job, "PROFESSION"), e=(c.pt.employer, "ORGANIZATION"))
        adv = "Advised to discuss with consultant; avoid heavy lifting with PICC; fatigue peaks days 3-5. Fit note via GP."
    elif reason == "waste":
        kid = core.Person(r)
        c.ln("{w} asks how to dispose of used {x}; {rel} {f} is {j} and worried about exposure.", w=who, x=r.choice(["infusor", "syringes", "gloves"]),
             rel="pt's daughter" if kid.sex == "F" else "pt's son", f=c.F(kid, style="first"), j=r.choice((["pregnant"] if kid.sex == "F" else []) + [["a ", (r.choice(["midwife", "nurse", "teacher", "chef", "vet nurse", "firefighter"]), "PROFESSION")]]))
        adv = "Use purple cytotoxic bag, sealed; return to day unit. Toilet: double flush for 48 h after treatment; wash linen separately."
    else:
        c.ln("Ward asking whether {x} can be given via {y} / stability if delayed.", x=r.choice([L["drug"] for L in reg["lines"]]), y=r.choice(["peripheral cannula", "PICC", "Hickman line"]))
        adv = "Confirmed stability per product label; expiry on label applies. If not started by expiry return to ASU."
    if c.chance(0.45):
        q = r.choice([
            ["\"", r.choice(["I didn't want to bother anyone at night", "it's been like that since yesterday teatime", "she keeps saying she's fine",
                              "the nurse said to ring this number", "is it safe to hug the grandkids?"]), "\" - ", "per " + ("pt" if who in ("Pt", "Ward") else c.pt.nok_rel), "."],
            ["Caller says ", c.F(style="first"), " (", c.pt.nok_rel, ") is staying with pt this week and can bring pt in."],
            ["Pt is ", (str(c.pt.age), "AGE"), r.choice([" years old", "yo", " y/o", ""]), ", lives with ", c.pt.nok_rel, " ", c.F(style=r.choice(["first", "full"])), "; ", r.choice(["independent", "uses a stick", "housebound", "still driving"]), "."],
            ["Verified identity: name, DOB ", c.DOB(), " and first line of address (", (c.pt.addr.street, "STREET"), ")."],
        ])
        c.ln("{q}", q=q)
    c.ln("A: {x}", x=r.choice(["Not acutely unwell by phone.", "Advice call.", "Likely mechanical issue.", "Stable.", "Needs review."]))
    c.ln("P: {a}", a=adv)
    if c.chance(0.5):
        c.ln("Call-back: {d} on {p}", d=c.Dshort(1), p=(c.pt.mobile if c.chance(0.5) else c.pt.phone, "PHONE"))
    if c.chance(0.35):
        c.ln("Discussed with {d} ({role}).", d=c.S(c.staff("doctor", "onc"), r.choice(["dr_last", "dr_full"])), role=c.staff("doctor", "onc").rolename)
    if c.chance(0.2):
        c.ln("Pump serial {sn} noted.", sn=c.dev("pump"))
    B.sig(c, ph, r.choice(["Documented by", "Signed", "Call taken by"]), with_lic=c.chance(0.3))


INDICATIONS = ["short bowel syndrome (type 2)", "post-op ileus", "high-output stoma", "chylothorax", "intestinal failure - motility",
               "enterocutaneous fistula", "severe mucositis post BMT", "malignant bowel obstruction"]
NEO_IND = ["prematurity", "NEC (Bell stage II)", "gastroschisis repair", "TOF/OA awaiting feeds", "intestinal atresia"]


def pn_compounding(c):
    r = c.rng
    neo = c.chance(0.35)
    ph = c.staff("pharmacist", "pn")
    op = c.staff("technician", "op")
    c.ln("{t}", t=r.choice(["PARENTERAL NUTRITION - PRESCRIPTION & COMPOUNDING RECORD", "PN Worksheet", "TPN ORDER / COMPOUNDING LOG",
                            "Neonatal PN prescription" if neo else "Adult PN prescription & worksheet"]))
    c.ln("{h} - {u}", h=c.hosp(), u="Neonatal Unit" if neo else r.choice(["Nutrition Support Team", "Intestinal Failure Unit", "Home PN Service", "Aseptic Unit"]))
    c.ln(c.sep())
    if neo:
        mum = core.Person(r, "F")
        if c.chance(0.7):
            mum.last = c.pt.p.last
        lab, idv = c.ID()
        c.ln("Patient: Baby {n}{tw}   {lab}: {id}", n=c.P("last"), tw=r.choice(["", " (Twin 1)", " (Twin 2)"]), lab=lab, id=idv)
        c.ln("Mother: {m}    Born: {d} {t}", m=c.F(mum, r.choice(["full", "last_first"])), d=c.D(-r.randrange(2, 40)), t=c.time(0, 24))
        f = C.pn_formula(r, True)
        c.ln("Birth weight {bw} kg   Working weight {w} kg   GA at birth {ga}   Corrected GA {cga}", bw=f"{f['weight'] * 0.95:.2f}", w=str(f["weight"]),
             ga=f"{r.randrange(23, 36)}+{r.randrange(0, 7)} wk", cga=f"{r.randrange(27, 40)}+{r.randrange(0, 7)} wk")
        c.ln("Apgar {a}/{b} at 1/5 min (from maternal notes). Indication: {i}", a=str(r.randrange(2, 9)), b=str(r.randrange(6, 10)), i=r.choice(NEO_IND))
        c.ln("{u} cot {cot}   Ward: {w}", u=r.choice(["ITU", "HDU", "SCBU", "NICU"]), cot=(str(r.randrange(1, 16)), "LOCATION_OTHER"), w=c.ward())
    else:
        B.pt_header(c, layout=r.randrange(5))
        f = C.pn_formula(r, False, c.pt.weight)
        c.ln("Wt {w} kg   Ht {h} cm   BMI {bmi}   Indication: {i}", w=str(c.pt.weight), h=str(c.pt.height), bmi=f"{c.pt.weight / (c.pt.height / 100) ** 2:.1f}",
             i=r.choice(INDICATIONS))
        c.ln("Location: {w}   Access: {a}", w=c.ward(), a=r.choice(["tunnelled CVC (Hickman)", "PICC - dedicated lumen", "Port-a-Cath", "peripheral (osmolarity limit)"]))
    c.ln("PN day {n}   Prescribed by: {d}   Date: {dt}", n=str(r.randrange(1, 60)), d=c.S(c.staff("doctor", "pres"), r.choice(["dr_last", "full", "dr_full"])), dt=c.D())
    c.ln("")
    c.ln("{h}", h=f"{'Component':<34}{'Amount':<30}Notes")
    for comp, amt, note in f["rows"]:
        c.ln("{x}", x=f"{comp:<34}{amt:<30}{note}".rstrip())
    c.ln("Total volume {v}   Rate {rt}   Osmolarity {o} mOsm/L", v=f["vol"], rt=f["rate"], o=str(f["osm"]))
    c.ln("Stability: checked vs manufacturer matrix {m}; Ca x PO4 product OK; lipid emulsion stable {h} h.", m=f"ST-{r.randrange(100, 999)}", h=r.choice(["24", "48", "72"]))
    if c.chance(0.6):
        c.ln("Bloods {d}: Na {na}  K {k}  Mg {mg}  PO4 {po}  TG {tg}  Glu {g}  Alb {al}", d=c.Dshort(-1), na=str(r.randrange(129, 146)), k=f"{r.uniform(3.0, 5.4):.1f}",
             mg=f"{r.uniform(0.5, 1.1):.2f}", po=f"{r.uniform(0.4, 1.6):.2f}", tg=f"{r.uniform(0.6, 3.5):.1f}", g=f"{r.uniform(4, 14):.1f}", al=str(r.randrange(18, 42)))
    c.ln("")
    c.ln("COMPOUNDING")
    c.ln("Batch: {b}   Compounder: {cm} SN {sn}   Source set lot {lot}", b=c.idn("pn"), cm=r.choice(C.COMPOUNDERS[:2]), sn=c.dev("compounder"), lot=phi.stock_lot(r))
    exp_g, var_g = r.uniform(300, 2900), r.uniform(-2.5, 2.5)
    c.ln("Gravimetric: expected {e} g  actual {a} g  ({v})", e=f"{exp_g:.1f}", a=f"{exp_g * (1 + var_g / 100):.1f}", v=f"{var_g:+.2f}%")
    c.ln("Compounded: {a} {t}   Checked: {b}   Released: {p}", a=c.S(op, r.choice(["initials", "full", "init_last"])), t=c.time(10, 16),
         b=c.S(c.staff("technician", "chk"), "initials"), p=c.S(ph, r.choice(["full", "full_cred", "initials"])))
    c.ln("Expiry: {d} {t}  (2-8 degC; hang within 24 h of removing from fridge)", d=c.D(r.choice([2, 5, 7, 9])), t=c.time())
    if not neo and c.chance(0.45):
        hc = c.org(PL.HOMECARE)
        c.ln("HOME PN: delivery by {hc} to {a} on {d}; pt cycles overnight {x}.", hc=hc, a=c.addr(), d=c.Dshort(r.randrange(1, 4)),
             x=r.choice(["12 h", "14 h", "16 h"]))
        if c.chance(0.6):
            c.ln("Pt works as a {j}; prefers connection after {t}.", j=(c.pt.job, "PROFESSION"), t=r.choice(["7pm", "9pm", "10pm", "21:00"]))
        c.ln("Homecare contact: {p} / {e}", p=c.phone("land"), e=(phi.generic_mailbox(r, phi.mail_domain(r, "homecare")), "EMAIL"))
        if c.country in ("US", "CA", "IE") and c.chance(0.6):
            pl, pv = c.pt.plan_line(r)
            c.ln("Homecare registration: {pl} {pv}; {sl} {sv}", pl=pl, pv=(pv, "HEALTHPLAN"), sl=r.choice(c.pt.ssn_label(r)), sv=(c.pt.ssn, "SSN"))
    if c.chance(0.35):
        c.ln("NST review: {n} (dietitian), {m}  - {x}", n=(c.staff("nurse", "diet").p.full, "DOCTOR"), m=c.S(ph, "first"),
             x=r.choice(["wean lipid to 3x/week", "increase K to 80 mmol", "refeeding risk - thiamine/Pabrinex given", "LFTs rising - reduce glucose", "no change"]))
