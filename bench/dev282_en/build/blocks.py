"""Reusable text blocks shared by the genre generators (author 282)."""
import clinical as C

SUPPORTIVE = [
    "Antiemetics: ondansetron 8 mg PO BD x3 days, dexamethasone 8 mg OD x3 days, metoclopramide 10 mg TDS PRN",
    "Pre-meds: chlorphenamine 10 mg IV, dexamethasone 20 mg IV, famotidine 20 mg IV 30 min pre-paclitaxel",
    "Aprepitant 125/80/80 mg; ondansetron 16 mg PO stat; dex 12 mg",
    "Allopurinol 300 mg OD cycle 1 (TLS risk intermediate)",
    "Rasburicase 0.2 mg/kg if urate > 0.48 mmol/L",
    "G-CSF: filgrastim 30 MU SC D3-D7 (primary prophylaxis)",
    "Pegfilgrastim 6 mg SC day 2",
    "Folic acid 400 mcg OD + vitamin B12 1000 mcg IM q9w (pemetrexed)",
    "Hydration: 1 L NaCl 0.9% + 20 mmol KCl + 2 g MgSO4 pre, 1 L post; mannitol 10% 200 mL",
    "Calcium folinate rescue 15 mg q6h from 24 h post MTX start; urinary pH > 7 (NaHCO3)",
    "Aciclovir 400 mg BD, co-trimoxazole 480 mg BD Mon/Wed/Fri",
    "Loperamide supply given (irinotecan) - 4 mg stat then 2 mg every 2 h",
    "Atropine 250 mcg SC PRN for cholinergic syndrome",
]
ALLERGIES = ["NKDA", "NKDA", "No known allergies", "Penicillin (rash)", "Carboplatin - grade 2 HSR C7 (desensitisation protocol)",
             "Latex", "Co-trimoxazole (SJS) - AVOID", "Codeine (vomiting)", "Iodinated contrast", "Paclitaxel infusion reaction C1 - rechallenged with premeds",
             "Chlorhexidine (anaphylaxis) - use povidone-iodine", "Sulfonamides"]
INTENT = ["Curative", "Adjuvant", "Neoadjuvant", "Palliative", "Palliative (1st line)", "Palliative (2nd line)", "Maintenance"]


def pt_header(c, layout=None, with_addr=None, with_plan=None):
    """Patient demographic block; returns nothing, writes into c."""
    r = c.rng
    layout = layout if layout is not None else r.randrange(5)
    lab, idv = c.ID()
    if layout == 0:
        c.ln("Patient: {n}{pad}{lab}: {id}", n=c.P(r.choice(["LAST_FIRST", "last_first", "full", "LAST_first_mid"])),
             pad=" " * r.randrange(3, 14), lab=lab, id=idv)
        c.ln("DOB: {dob} ({a})   Sex: {sx}", dob=c.DOB(), a=[(str(c.pt.age), "AGE"), r.choice(["y", "yrs", " y", "Y"])], sx=c.pt.p.sex)
        if c.country == "UK" and lab.startswith("NHS") and c.chance(0.6):
            c.ln("{l2}: {m}", l2=r.choice(["Hosp No", "MRN", "Hospital No"]), m=c.mrn())
    elif layout == 1:
        c.ln("Pt: {n} | {lab} {id} | DOB {dob} | {a} {sx}", n=c.P(r.choice(["full", "full_mid", "title_full"])), lab=lab, id=idv,
             dob=c.DOB(), a=[(str(c.pt.age), "AGE")], sx=c.pt.p.sex)
    elif layout == 2:
        c.ln("[ {n} | {id} | {dob} | {sx} ]", n=c.P(r.choice(["LAST_FIRST", "LAST_first_mid"])), id=idv, dob=c.DOB(), sx=c.pt.p.sex)
    elif layout == 3:
        c.ln("Name      : {n}", n=c.P(r.choice(["last_first", "LAST_FIRST", "full"])))
        c.ln("{lab}{pad}: {id}", lab=lab, pad=" " * max(1, 10 - len(lab)), id=idv)
        c.ln("D.O.B.    : {dob}   Age: {a}", dob=c.DOB(), a=[(str(c.pt.age), "AGE")])
    else:
        c.ln("{n}, {a}, {lab} {id}, DOB {dob}", n=c.P(r.choice(["full", "title_full", "full_mid"])), a=c.age(), lab=lab, id=idv, dob=c.DOB())
    if with_addr if with_addr is not None else c.chance(0.25):
        c.ln("Address: {a}", a=c.addr())
    if with_plan if with_plan is not None else c.chance(0.3):
        pl, pv = c.pt.plan_line(r)
        if c.country == "US":
            c.ln("Payer: {ins}  {pl}: {pv}{grp}", ins=(c.pt.insurer, "ORGANIZATION"), pl=pl, pv=(pv, "HEALTHPLAN"),
                 grp=["  Group # ", (f"G{r.randrange(10000, 99999)}", "HEALTHPLAN")] if c.chance(0.5) else "")
        elif c.country == "UK":
            c.ln("Private patient - {ins} {pl} {pv}", ins=(c.pt.insurer, "ORGANIZATION"), pl=pl, pv=(pv, "HEALTHPLAN"))
        else:
            c.ln("{pl}: {pv}", pl=pl, pv=(pv, "HEALTHPLAN"))
        if c.country in ("US", "CA", "IE") and c.chance(0.45):
            c.ln("{sl}: {sv}", sl=r.choice(c.pt.ssn_label(r)), sv=(c.pt.ssn, "SSN"))


def sig(c, st, action, delta=0, with_lic=None, style=None, time=True):
    r = c.rng
    parts = [action + r.choice([": ", " - ", ": "] if action.endswith("by") else [": ", " - ", " by ", ": "])]
    parts += c.S(st, style)
    if with_lic if with_lic is not None else (st.lic and c.chance(0.35)):
        lab, lv = c.lic(st)
        if r.random() < 0.5:
            parts += [" (" + lab + " ", lv, ")"]
        else:
            parts += ["  " + lab + " ", lv]
    parts += [r.choice(["  ", " on ", " @ ", "  date "]), c.D(delta)]
    if time:
        parts += [" " + c.time()]
    c.ln("{x}", x=parts)


def lab_block(c, delta=-1):
    labs_d, neut, plt, scr = c.labs()
    r = c.rng
    c.ln("Bloods {d}: {l}", d=c.D(delta), l=C.lab_line(r, labs_d))
    return labs_d, neut, plt, scr


def regimen_table(c, reg, show_band=True):
    r = c.rng
    wide = r.random() < 0.6
    if wide:
        c.ln("{h}", h=f"{'Drug':<22}{'Dose/unit':<16}{'Calc':>8}{'Given':>8}  {'Var':>6}  Route/Admin")
    for L in reg["lines"]:
        unit = L["unit"]
        if wide:
            c.ln("{x}", x=f"{L['drug']:<22}{C.per_str(L):<16}{L['calc']:>8}{L['band']:>8}  {L['var'] if show_band else '':>6}  {L['admin']}")
        else:
            c.ln("- {x}", x=f"{L['drug']} {C.per_str(L)} = {L['calc']} {unit} -> {L['band']} {unit} ({L['var']}); {L['cont']}" +
                 (f" in {L['dil']} {L['final']} mL" if L['dil'] else ""))


def hard_neg(c, k=1):
    r = c.rng
    pool = C.EPONYM_NOTES + C.UNIT_PHRASES
    for s in r.sample(pool, k):
        c.ln("{s}", s=s)


def ward_dest(c):
    """A destination: ward name (+ hospital) as Frag."""
    r = c.rng
    if c.chance(0.5):
        return [c.ward(), ", ", c.hosp()]
    return [c.ward()]
