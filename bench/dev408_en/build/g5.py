"""Genres: travel letter for devices and supplies, device funding / prior authorisation request."""
import fmt
from ctx import dt, glu, gnum, a1c
from common import R, ch, age_ph, vals, letterhead, sign, isf_txt


def travel_letter(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    d1 = fmt.add_days(visit, rng.randint(10, 60))
    d2 = fmt.add_days(d1, rng.randint(7, 28))
    on_pump = C["_on_pump"]
    letterhead(d, C)
    d.ln("{x}", x=dt(C, visit, ch(C, ["long", "num", "ord"])))
    d.ln()
    d.ln(ch(C, ["TO WHOM IT MAY CONCERN", "To: Airline staff, airport security and customs officers", "Medical letter for travel"]))
    d.ln()
    d.ln("Re: {pt_full}   Date of birth: {dob}   Passport no: {passport}")
    if rng.random() < 0.5:
        d.ln("Hospital number: {mrn}")
    d.ln()
    if rng.random() < 0.5:
        d.ln("Home address: {addr}, {country_home}")
    d.ln("{pt_fn} is a {A} {kid} under the care of the {paed} diabetes team at {hosp}. {He} has type 1 diabetes and requires insulin every day. {He} will be travelling to {dest} with {his} {p1_rel}, {p1_full}, from {a} to {b}.",
         A=age_ph(C), a=dt(C, d1, ch(C, ["long", "num", "abbr"])), b=dt(C, d2, ch(C, ["long", "num", "abbr"])))
    d.ln()
    d.ln("{He} needs to carry the following in hand luggage at all times:")
    items = []
    if on_pump:
        items.append("Insulin pump: {pump}, serial number {pump_sn}, with infusion sets and reservoirs/pods")
    items.append("Continuous glucose monitor: {cgm}, sensor/transmitter ID {cgm_sn}, plus spare sensors")
    items.append("Blood glucose meter {meter} (serial {meter_sn}), test strips, lancets")
    items.append("Insulin: %s and %s pens (spare), pen needles 4 mm" % (C["rapid"], C["basal"]))
    items.append("Blood ketone meter and strips (serial {ket_sn})")
    items.append("Glucagon (%s), glucose tablets, gels and snacks" % ch(C, ["Baqsimi", "GlucaGen HypoKit", "Ogluo"]))
    items.append("Sharps container, insulin cool wallet (Frio)")
    for it in items:
        d.ln("- " + it)
    d.ln()
    dev = "pump and CGM" if on_pump else "CGM sensor"
    d.ln(ch(C, [
        "The %s should not pass through X-ray machines or full-body scanners; please carry out a hand search or use a metal detector wand instead, as per the manufacturer's guidance." % dev,
        "Please do not ask {pt} to remove the sensor%s. The devices may be checked by hand. Insulin must not be placed in the aircraft hold." % (" or disconnect the pump" if on_pump else ""),
    ]))
    d.ln()
    if rng.random() < 0.6:
        d.ln("Time zone plan (given to family): %s" % ch(C, [
            "travelling east, shorten the day - reduce %s by 10-20%% on the day of travel." % C["basal"],
            "pump clock to be changed to local time on arrival in the morning, not overnight.",
            "travelling west - extra bolus with the additional meal; basal at usual local time."]))
    d.ln("Travel insurance: {ins} policy {pol}", ins=(ch(C, ["Wayfarer Travel Cover", "Bluewave Travel Insurance", "Compass Point Travel Protect"]), "ORGANIZATION"),
         pol=(fmt.plan_id(rng, cc), "HEALTHPLAN"))
    d.ln("Contact abroad: {p1_full} {m}", m=(fmt.phone(rng, cc, "intl"), "PHONE"))
    d.ln("Diabetes team: {hosp_tel} (office hours), {team_email}; out of hours via {oncall}.")
    d.ln()
    sign(d, C, rng.choice(["cons", "cons", "dsn"]))


REQ = {
    "US": ("LETTER OF MEDICAL NECESSITY - PRIOR AUTHORIZATION REQUEST", "Utilization Management"),
    "UK": ("HYBRID CLOSED LOOP FUNDING APPLICATION (ICB)", "Individual Funding Requests Panel"),
    "AU": ("INSULIN PUMP FUNDING APPLICATION / HEALTH FUND CLAIM", "Member Services"),
    "CA": ("ASSISTIVE DEVICES PROGRAM - INSULIN PUMP APPLICATION", "Claims Department"),
    "IE": ("APPLICATION FOR INSULIN PUMP / CGM (PCRS)", "Primary Care Reimbursement Service"),
    "NZ": ("SPECIAL AUTHORITY APPLICATION - INSULIN PUMP AND CONSUMABLES", "Pharmac Special Authority team"),
}


def device_request(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    title, dept = REQ[cc]
    d.ln(title)
    d.ln()
    d.ln("Date: {x}", x=dt(C, visit))
    payer = cc in ("US", "AU", "CA") and rng.random() < 0.8
    if payer:
        d.ln("To: {insurer}, %s" % dept)
    else:
        d.ln("To: %s" % dept)
    d.ln("Fax: {f}   Reference/case no: {ref}", f=(fmt.phone(rng, cc, "land"), "FAX"))
    d.ln("Submitted via: {portal_url} (user {user_staff})" if rng.random() < 0.5 else "Submitted by secure email to {e}",
         e=(fmt.email(rng, role=ch(C, ["priorauth", "ifr.team", "claims", "pcrs.applications", "specialauthority"])), "EMAIL"))
    d.ln()
    d.ln("Patient: {pt_full}   DOB: {dob}   Sex: {sx}")
    d.ln("Address: {addr}")
    if cc == "US":
        d.ln("Member ID: {plan}   Group: {group}   Subscriber: {p1_full} ({p1_rel})   Subscriber SSN: {ssn}")
    elif cc in ("AU", "CA"):
        d.ln("{nat_l}: {nat}   Fund/plan member no: {plan}")
    elif cc == "IE":
        d.ln("PPSN: {ssn}   Medical card / LTI no: {plan}   MRN: {mrn}")
    else:
        d.ln("{nat_l}: {nat}   MRN: {mrn}")
    d.ln("Diagnosis: Type 1 diabetes mellitus (ICD-10 E10.9), diagnosed {dx}")
    d.ln()
    us = cc == "US"
    opts = ["{pump} insulin pump with %s algorithm and 12 months of consumables%s" % (C["algo"], " (HCPCS E0784 / A4224-A4232)" if us else "")]
    if C["_on_pump"]:
        opts = ["replacement of out-of-warranty pump (serial {old_pump_sn}, warranty expired {w}) with {pump}",
                "%s CGM sensors, %s, integrated with current pump (serial {pump_sn})" % (C["cgm"], "3 per month (K0553/K0554)" if us else "continuous supply")]
    d.ln("Request: " + ch(C, opts), w=dt(C, fmt.add_days(visit, -rng.randint(20, 200))))
    d.ln()
    d.ln("Clinical justification:")
    d.ln("{pt} is a {A} {kid} with type 1 diabetes since {dx_y} (diagnosed aged {age_dx}). Current regimen: %s." % ("MDI, %d injections/day" % rng.randint(4, 7) if not C["_on_pump"] else "pump therapy (%s)" % C["pump"]),
         A=age_ph(C))
    d.ln("HbA1c results:")
    for k in range(3):
        d.ln("  {x}: %s" % a1c(C, max(48, v["a1c"] + rng.randint(-8, 10))), x=dt(C, fmt.add_days(visit, -k * 95 - rng.randint(0, 15)), "num"))
    d.ln("- %d episodes of {hypo_w} below %s per week on CGM (TBR %d%%), including nocturnal events; impaired awareness reported." % (
        v["hypos_wk"] + 2, glu(C, 3.0), v["tbr"]))
    d.ln("- Completed structured education (%s) and carb counting assessment on {x}." % ch(C, ["KICk-OFF", "in-house programme", "CHOICE-style course", "DAFNE for young people"]),
         x=dt(C, fmt.add_days(visit, -rng.randint(30, 400))))
    d.ln("- Meets criteria in %s." % ch(C, ["NICE TA943 (2023) for hybrid closed loop systems", "ADA Standards of Care 2024, section 7",
                                            "ISPAD 2022 Clinical Practice Consensus Guidelines, chapter 9", "Diabetes Canada 2018 Clinical Practice Guidelines"]))
    d.ln("- " + ch(C, ["Family fully engaged; {p1_rel} works as {p1_ajob} and {pt} attends %s where staff are trained." % ("daycare" if C["_age"] < 5 else "after-school care"),
                       "Frequent school absence due to hypos (%d days this term)." % rng.randint(3, 15),
                       "Previous admission with DKA at {hosp2} on {x}." ]), x=dt(C, fmt.add_days(visit, -rng.randint(60, 500))))
    d.ln()
    d.ln("Prescriber: Dr {cons}, {cons_role}")
    d.ln("{cons_lic_l}: {cons_lic}   Tel: {hosp_tel}   Fax: {hosp_fax}")
    d.ln("{hosp}, {a}", a=C["hosp_addr"])
    if rng.random() < 0.5:
        d.ln("Supplier: %s distributor account {acct2}" % ch(C, ["Medtronic", "Tandem", "Insulet", "Ypsomed", "Dexcom"]))
    d.ln()
    d.ln("Signature: ______________ Dr {cons_ln}")
    d.ln("Contact for queries: {dsn}, {dsn_role}, {hosp_tel_x}")
